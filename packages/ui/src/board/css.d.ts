// The board's stylesheet is imported for its effect (Vite bundles it with the component).
declare module '*.css';
