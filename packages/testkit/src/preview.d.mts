export function startPreview(app: string, port: number): Promise<{ origin: string; stop: () => void }>;
export function option(args: readonly string[], name: string, fallback: string): string;
