export declare const BUNDLED_PACKAGES: string[];
export declare function buildServer(options?: { entry?: string; outfile?: string }): Promise<void>;
