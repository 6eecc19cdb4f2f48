// A static single-page app: every route is prerendered as an empty shell and rendered in the browser.
export const ssr = false;
export const prerender = true;
