// Node's ESM resolution needs the file (the package has no exports map); its types are those of `selenium-webdriver/http`.
declare module 'selenium-webdriver/http/index.js' {
  export * from 'selenium-webdriver/http';
}
