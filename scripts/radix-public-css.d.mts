// Types for scripts/radix-public-css.mjs (imported by src/styles/radix-public.test.tsx).
export declare const PUBLIC_COMPONENTS: Record<string, string[]>;
export declare const PUBLIC_FILE: string;
export declare const ADMIN_FILE: string;
export declare function componentsCssPath(): string;
export declare function componentClassesOf(selector: string): string[];
export declare function splitComponentsCss(css: string, components?: Record<string, string[]>): { publicCss: string; adminCss: string };
export declare function generate(): Record<string, string>;
export declare function writeGenerated(options?: { check?: boolean; quiet?: boolean }): number;
