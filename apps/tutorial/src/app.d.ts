// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {
    // interface Error {}
    // interface Locals {}
    // interface PageData {}
    // interface PageState {}
    // interface Platform {}
  }
  /** The game app's base URL (vite.config.ts, from PUBLIC_GAME_URL; default http://localhost:4173). */
  const __GAME_URL__: string;
}

export {};
