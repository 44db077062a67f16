/**
 * `npm run docs:rules`: writes docs/rules.md, every rule ID with its title and how mingo applies
 * it in Spanish and English, from the rule catalogue (src/client/rules/markdown.ts renders it;
 * src/client/rules/markdown.test.ts fails when the committed file is not current).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rulesMarkdown } from "../src/client/rules/markdown.ts";

const target = fileURLToPath(new URL("../docs/rules.md", import.meta.url));
const text = rulesMarkdown();
writeFileSync(target, text);
console.log(`wrote ${target} (${text.split("\n").length - 1} lines)`);
