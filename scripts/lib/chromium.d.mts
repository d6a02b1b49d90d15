export declare const HEADLESS_SHELL: string;
export declare const FULL_BROWSER: string;
export declare function chromiumPath(env?: Record<string, string | undefined>): string | null;
