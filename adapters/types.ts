// The contract of an output adapter: stdout in, a structured value (and, optionally, content items
// to show instead of stdout) out. Built-in adapters and the modules a wrapper names share it.

export interface AdapterOptions {
  /** The tool whose output this is, for messages. */
  tool: string;
}

export interface AdapterResult {
  structuredContent: unknown;
  /** Text to show in place of stdout; stdout itself when absent. */
  content?: { type: 'text'; text: string }[];
}

/** Throws, with a message that says what is wrong, when stdout is not what the format expects. */
export type Adapter = (stdout: string, options: AdapterOptions) => AdapterResult | Promise<AdapterResult>;
