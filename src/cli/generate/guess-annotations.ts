// The MCP annotations of a drafted tool, guessed from its command's words: read-only only when the
// last word says so, open-world when a word reaches the network.

/** Subcommands and programs that only read: a tool whose last word is one is read-only. */
const READ_ONLY_WORDS =
  /^(status|log|logs|show|diff|list|ls|get|describe|explain|view|cat|grep|rg|search|find|info|help|version|blame|inspect|query|head|tail|top|wc|stat|du|df|which|jq|tree|file|whoami|ps|shortlog|reflog|whatchanged|ls-files|ls-tree|ls-remote|rev-parse|cat-file|count-objects|api-resources|api-versions|cluster-info|images|history|outdated|metadata)$/;
/** Programs and subcommands that reach the network. */
const OPEN_WORLD_WORDS =
  /^(curl|wget|http|https|ssh|scp|rsync|sftp|ftp|fetch|pull|push|clone|ls-remote|ping|dig|nslookup|gh|aws|gcloud|az|kubectl|docker|npm|pip)$/;

/** Conservative: destructive unless the command's last word says it only reads and no rule asks for a confirmation. */
export function guessAnnotations(words: readonly string[], confirmed: boolean): Record<string, boolean> {
  const names = words.map((word) => word.split('/').pop()!);
  const openWorldHint = names.some((word) => OPEN_WORLD_WORDS.test(word));
  if (!confirmed && READ_ONLY_WORDS.test(names[names.length - 1]!)) return { readOnlyHint: true, openWorldHint };
  return { readOnlyHint: false, destructiveHint: true, openWorldHint };
}
