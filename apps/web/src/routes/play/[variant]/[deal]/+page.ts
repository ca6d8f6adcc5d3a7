// Any deal of any variant (or house rules): rendered in the browser from the static fallback page.
export const prerender = false;
export const ssr = false;
