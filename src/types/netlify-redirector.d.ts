declare module 'netlify-redirector' {
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<unknown>;
    parsePlain(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<unknown>;
  };
  export default redirector;
}
