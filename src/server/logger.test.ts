import { describe, expect, it } from 'vitest';
import { createStreamLogger } from './logger.js';

describe('createStreamLogger', () => {
  it('writes lines at or above its level, and says which levels it wants', () => {
    const lines: string[] = [];
    const logger = createStreamLogger((text) => lines.push(text), 'warning');
    logger.log('debug', 'not this');
    logger.log('error', 'this');
    expect(lines).toEqual(['mcp-wrap error: this\n']);
    expect(logger.wants?.('debug')).toBe(false);
    expect(logger.wants?.('warning')).toBe(true);
  });
});
