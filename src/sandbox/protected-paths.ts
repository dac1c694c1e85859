// Paths inside writable places that a run may not create or change unless its tool names them in
// `sandbox.unprotect`: what runs later, outside any sandbox, without anyone asking for it (a git
// hook at the next commit, git's config at the next `git status`, a shell start-up file at the
// next terminal, direnv's .envrc at the next `cd`, an editor's or agent's settings when the folder
// is opened, a user service at the next login). Edit this list to change what every wrapper
// protects; `sandbox.protect` adds to it per tool.
//
// A name (`.envrc`, `.git/hooks`) matches at any depth: any path whose last segments are these;
// `*` stands for one segment, `**` for one or more. `~/x` and absolute paths match that path only.
export const PROTECTED_PATHS: readonly string[] = [
  // git: hooks and config run code at the next commit, checkout or status (core.fsmonitor,
  // core.hooksPath, filter and diff drivers); commondir moves where the config is read from;
  // worktrees and submodules keep theirs under .git/worktrees and .git/modules. `.git` itself
  // when it is a file (a worktree's or submodule's `gitdir:` pointer); a `.git` folder is pinned
  // instead (PINNED_FOLDERS). A worktree registration that leads back to its repository runs
  // nothing and is left alone (inert-worktree.ts).
  '.git',
  '.git/hooks',
  '.git/config',
  '.git/config.worktree',
  '.git/commondir',
  '.git/worktrees/*/commondir',
  '.git/worktrees/*/gitdir',
  '.git/worktrees/*/config.worktree',
  '.git/modules/**/hooks',
  '.git/modules/**/config',
  '.git/modules/**/config.worktree',
  '.git/modules/**/commondir',
  '.gitmodules',
  '.gitconfig',
  '~/.config/git',
  // other version control and build tools that run what their config names: Mercurial's hooks,
  // cargo's rustc-wrapper (its folder is not walked: these two files are looked at directly)
  '.hg/hgrc',
  '.cargo/config.toml',
  '.cargo/config',
  // hook managers that a commit runs from the work tree
  '.husky',
  '.pre-commit-config.yaml',
  'lefthook.yml',
  '.lefthook.yml',
  // shells and terminals
  '.bashrc',
  '.bashrc.d',
  '.bash_aliases',
  '.bash_profile',
  '.bash_login',
  '.bash_logout',
  '.profile',
  '.zshrc',
  '.zshenv',
  '.zprofile',
  '.zlogin',
  '.zlogout',
  '.config/fish',
  '.config/nushell',
  '.config/powershell',
  '.inputrc',
  '.tmux.conf',
  '.config/tmux',
  '.ripgreprc',
  // directory environments run when a shell enters the folder
  '.envrc',
  '.config/direnv',
  '.mise.toml',
  'mise.toml',
  '.config/mise',
  // editors and agents: settings, tasks, extensions, MCP servers, commands, hooks
  '.vscode',
  '.idea',
  '.zed',
  '.devcontainer',
  '.mcp.json',
  '.claude',
  '.cursor',
  '.windsurf',
  '.codex',
  '.gemini',
  '.continue',
  '.vimrc',
  '.exrc',
  '.nvimrc',
  '.nvim.lua',
  '.config/nvim',
  '.emacs',
  '.emacs.d',
  // what the session starts by itself: autostart entries, user services, login environment
  '.config/autostart',
  '.local/share/applications',
  '.config/systemd/user',
  '.local/share/systemd/user',
  '.config/environment.d',
  '.xprofile',
  '.xinitrc',
  '.xsessionrc',
  '.pam_environment',
  'Library/LaunchAgents',
  // ssh: authorized_keys, rc and config (ProxyCommand) persist; an existing ~/.ssh is hidden as a
  // credential store, this is for one that does not exist yet
  '~/.ssh',
  // programs found on PATH before the system's
  '~/.local/bin',
  '~/bin',
];

// A folder by one of these names is not protected itself (a run works in it: `git add`,
// `git commit`) but pinned: with the OS sandbox it is bound onto itself, so that the run can
// neither rename nor remove it (a mount point: EBUSY) and put another one, or a `.git` file
// pointing elsewhere, in its place; its protected parts stay read-only over it. As a file or a
// link it is protected like any name of the list.
export const PINNED_FOLDERS: ReadonlySet<string> = new Set(['.git']);
