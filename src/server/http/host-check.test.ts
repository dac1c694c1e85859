import { describe, expect, it } from 'vitest';
import { createHostCheck } from './host-check.js';

describe('createHostCheck', () => {
  it('passes loopback names on any port, refuses a rebound name', () => {
    const check = createHostCheck('127.0.0.1', []);
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST']) expect(check(host, undefined)).toBeUndefined();
    expect(check('attacker.example:8080', undefined)).toMatch(/Host "attacker.example:8080" is not one/);
    expect(check(undefined, undefined)).toMatch(/Host ""/);
  });

  it('checks Origin when a browser sends one; "null" and malformed origins are refused', () => {
    const check = createHostCheck('127.0.0.1', []);
    expect(check('localhost:1', 'http://localhost:3000')).toBeUndefined();
    expect(check('localhost:1', 'https://attacker.example')).toMatch(/Origin/);
    expect(check('localhost:1', 'null')).toMatch(/Origin/);
  });

  it('adds the bound address and --allowed-host names; "*" turns the check off', () => {
    expect(createHostCheck('10.0.0.5', [])('10.0.0.5:8080', undefined)).toBeUndefined();
    expect(createHostCheck('0.0.0.0', [])('0.0.0.0:8080', undefined)).toMatch(/not one/);
    expect(createHostCheck('0.0.0.0', ['mcp.example.com'])('mcp.example.com', 'https://mcp.example.com')).toBeUndefined();
    expect(createHostCheck('::1', [])('[::1]:9', undefined)).toBeUndefined();
    expect(createHostCheck('0.0.0.0', ['*'])('anything.example', 'https://else.example')).toBeUndefined();
  });
});
