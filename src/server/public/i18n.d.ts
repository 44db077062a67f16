// Types for the browser module i18n.js (plain JS, served as is), for the tests that import it.
export declare const es: Record<string, string>;
export declare const en: Record<string, string>;
export declare let lang: "es" | "en";
export declare function t(key: string): string;
export declare function toggleLang(): void;
export declare const POCKETS: readonly string[];
export declare function fmtPoints(n: number): string;
