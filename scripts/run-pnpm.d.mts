export function pnpmCommand(): { command: string; prefix: string[] };
export function runPnpm(args: string[], options?: { env?: NodeJS.ProcessEnv }): Promise<number>;
