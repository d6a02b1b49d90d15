export declare function transpile(dir: string, options?: { exclude?: string[] }): Promise<void>;
