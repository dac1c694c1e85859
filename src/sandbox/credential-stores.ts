// Paths no sandboxed program can read unless its tool lists them in `sandbox.unhide`: where
// credentials, keys, tokens, browser profiles and agent sockets live. `~` is the server user's
// home. Edit this list to change what every wrapper hides; `sandbox.hide` adds to it per tool.
export const CREDENTIAL_STORES: readonly string[] = [
  // keys and agents
  '~/.ssh',
  '~/.gnupg',
  '~/.password-store',
  '~/.local/share/keyrings',
  '~/Library/Keychains',
  '/run/user',
  // cloud and cluster credentials
  '~/.aws',
  '~/.azure',
  '~/.config/gcloud',
  '~/.config/doctl',
  '~/.kube',
  '~/.docker/config.json',
  '~/.vault-token',
  '~/.terraform.d/credentials.tfrc.json',
  '~/.config/rclone',
  '~/.config/op',
  // forges and package registries
  '~/.git-credentials',
  '~/.config/gh',
  '~/.config/hub',
  '~/.netrc',
  '~/.npmrc',
  '~/.yarnrc.yml',
  '~/.pypirc',
  '~/.cargo/credentials',
  '~/.cargo/credentials.toml',
  '~/.gem/credentials',
  '~/.m2/settings.xml',
  '~/.gradle/gradle.properties',
  // databases
  '~/.pgpass',
  '~/.my.cnf',
  // browser profiles (cookies, saved passwords)
  '~/.mozilla',
  '~/.config/google-chrome',
  '~/.config/chromium',
  '~/.config/BraveSoftware',
  '~/Library/Application Support/Google/Chrome',
  '~/Library/Cookies',
  // the system's password hashes and container engines (root on the host)
  '/etc/shadow',
  '/etc/gshadow',
  '/run/docker.sock',
  '/var/run/docker.sock',
  '/run/containerd',
  '/run/podman',
];
