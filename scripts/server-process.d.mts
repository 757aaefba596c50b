export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_ARGS: string[];
export declare const SERVER_PROCESS_ENV: Record<string, string>;
export declare const ENV_FILE_ARG: string;
