/**
 * Every image the site shows, by key. Content collections and components refer to
 * images by these keys; src/assets/images.ts maps each key to the generated file
 * (tools/images/make-images.ts (npm run images) renders them; owners replace the files with real photos).
 */
export const imageKeys = [
  'hero-garden',
  'fencing-closeboard',
  'fencing-panel',
  'fencing-picket',
  'fencing-composite',
  'patio-sandstone',
  'patio-porcelain',
  'artificial-grass-lawn',
  'artificial-grass-closeup',
  'tree-surgery-crown',
  'tree-felling',
  'stump-grinding',
  'hedge-before',
  'hedge-after',
  'landscaping-garden',
  'landscaping-beds',
  'turfing-lawn',
  'garden-before',
  'garden-after',
  'driveway-block',
  'maintenance-lawn',
  'jet-washing-patio',
  'decking-free-garden',
  'about-team',
  'blog-tree-surgery',
] as const;

export type ImageKey = (typeof imageKeys)[number];
