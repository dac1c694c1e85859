import { describe, expect, it } from 'vitest';
import { isReadOnlyVerb } from './classify-command.js';

describe('isReadOnlyVerb', () => {
  it.each([
    ['systemctl', 'status', 'Show runtime status of one or more units', true],
    ['systemctl', 'list-dependencies', 'Recursively show units which are required or wanted by the units', true],
    ['systemctl', 'is-system-running', 'Check whether system is fully running', true],
    ['gsettings', 'range', 'Queries the range of a key', true],
    ['gsettings', 'writable', 'Check if a key is writable', true],
    ['pip3', 'freeze', 'Output installed packages in requirements format.', true],
    ['busctl', 'get-property', 'Get property value', true],
    // What changes things, waits or reaches the network.
    ['systemctl', 'start', 'Start (activate) one or more units', false],
    ['hostnamectl', 'hostname', 'Get/set system hostname', false],
    ['gsettings', 'monitor', 'Watch for changes', false],
    ['busctl', 'monitor', 'Show bus traffic', false],
    ['pip3', 'search', 'Search PyPI for packages.', false],
    ['pip3', 'cache', "Inspect and manage pip's wheel cache.", false],
    ['pip3', 'index', 'Inspect information available from package indexes.', false],
    ['systemctl', 'import-environment', 'Import all or some environment variables', false],
    ['gsettings', 'list-recursively', 'List keys and values, recursively', true],
    // measured (stop 45): apt's help uses the verb's name as its verb, apt-cache's man page names it first.
    ['apt', 'list', 'list packages based on package names', true],
    ['apt-cache', 'stats', 'stats displays some statistics about the cache.', true],
    ['apt-cache', 'gencaches', "gencaches creates APT's package cache.", false],
    // review (stop 45): a second verb that does not read, a person, the network, a shell.
    ['machinectl', 'login', 'Get a login prompt in a container', false],
    ['tuned-adm', 'list', 'List and switch profiles', false],
    ['bridge', 'link', 'Show/manipulate bridge port', false],
    ['fsck', 'check', 'Check and repair a file system', false],
    ['journal', 'log', 'Show the log and keep showing new entries', false],
    ['resolvectl', 'query', 'Resolve domain names, IPv4 and IPv6 addresses, DNS resource records', false],
    ['apt-config', 'shell', 'get configuration values via shell evaluation', false],
    ['demo', 'cat', 'Concatenate and copy files', false],
    // Nothing said that it reads: busctl's introspect has no description on its row.
    ['busctl', 'introspect', '', false],
    ['pip3', 'hash', 'Compute hashes of package archives.', false],
    // A safety rule decides: a listing it keeps open for a terminal.
    ['demo', 'show-log', 'Show the log in a pager', false],
  ])('%s %s "%s": %s', (program, name, description, readOnly) => {
    expect(isReadOnlyVerb([program], { name, description })).toBe(readOnly);
  });
});
