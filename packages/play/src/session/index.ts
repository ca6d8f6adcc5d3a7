// @cascade/play/session — one game session for both apps (see session.ts), composed of small parts.
export * from './box.ts';
export * from './announcer.ts';
export * from './history.ts';
export * from './notices.ts';
export * from './asker.ts';
export * from './session.ts';
export * from './compose.ts';
