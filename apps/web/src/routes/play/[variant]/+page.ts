// A variant (or house rules) without a deal: a winnable deal is picked in the browser, then opened.
export const prerender = false;
export const ssr = false;
