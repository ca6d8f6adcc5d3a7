// @cascade/play/session — one game session for both apps (see session.ts).
export * from './box.ts';
export * from './announcer.ts';
export * from './session.ts';
