export declare const BUILD_OUTPUTS: string[];
export declare function clientBuildReason(root?: string): string | null;
