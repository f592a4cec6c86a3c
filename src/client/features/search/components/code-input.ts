import { SEARCH_MAX_CHARS } from "../../../../shared/rules/limits";

/** An input for a product code, typed or read: capitals, no autocorrection, the phone keyboard's search key. */
export const codeInputProps = {
  autoComplete: "off",
  autoCapitalize: "characters",
  autoCorrect: "off",
  spellCheck: false,
  enterKeyHint: "search",
  maxLength: SEARCH_MAX_CHARS * 2,
} as const;
