// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {
    // interface Error {}
    // interface Locals {}
    // interface PageData {}
    // interface PageState {}
    // interface Platform {}
  }
  /** The tutorial app's base URL (vite.config.ts, from PUBLIC_TUTORIAL_URL; default http://localhost:4174). */
  const __TUTORIAL_URL__: string;
}

export {};
