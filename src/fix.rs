//! Fix commands that work as pasted. A hint is written once, in a canonical form
//! (`gpudoc check --only libraries -v`, `pip install X`, `python -c ...`, the [`INSTALL_DRIVER`]
//! step), and [`Finisher::finish`] turns every command of every report into what this user
//! can paste into this shell: a re-run of gpudoc keeps the flags of the run ([`Invocation`],
//! passed through `Ctx`), pip and python are the interpreter gpudoc inspected (shell-quoted),
//! and package steps follow the distribution named in /etc/os-release ([`OsRelease`]).
//! Doing it here, in one place, means no hint can forget a flag.

use crate::env::Env;
use crate::frameworks::Framework;
use crate::report::{Check, Hint, LayerReport};

/// The hint command that [`Finisher::finish`] replaces with the distribution's driver
/// install (or upgrade) commands. It is not a valid shell command on purpose: left
/// unexpanded, the `bash -n` test of every emitted command fails.
pub const INSTALL_DRIVER: &str = "<install the NVIDIA driver>";
/// Replaced with the distribution's command that installs Python 3 (and venv).
pub const INSTALL_PYTHON: &str = "<install python3>";

/// NVIDIA's driver installation guide: the link-level instruction for distributions gpudoc
/// has no package commands for.
pub const DRIVER_GUIDE: &str =
    "https://docs.nvidia.com/datacenter/tesla/driver-installation-guide/";

/// The user's own flags of this run, as data: what a re-run of gpudoc must keep.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Invocation {
    pub root: Option<String>,
    pub trust_root: bool,
    pub lib_dirs: Vec<String>,
    /// `--python` (for `gpudoc plan`, `--interpreter`).
    pub python: Option<String>,
    pub matrix: Option<String>,
    /// `check --framework`, unless auto.
    pub framework: Option<Framework>,
    /// `check --timeout`, when the user gave one other than the default (seconds, as text).
    pub timeout: Option<String>,
}

impl Invocation {
    /// The seam flags `env` was built from (absolute paths, as gpudoc used them).
    pub fn from_env(env: &Env) -> Invocation {
        Invocation {
            root: (env.root != std::path::Path::new("/")).then(|| env.root.display().to_string()),
            trust_root: env.trust_root,
            lib_dirs: env
                .lib_dirs
                .iter()
                .map(|d| d.display().to_string())
                .collect(),
            python: env.python.as_ref().map(|p| p.display().to_string()),
            ..Invocation::default()
        }
    }

    /// The flags a re-run of `gpudoc <sub>` keeps, in the order they are added.
    fn flags(&self, sub: &str) -> Vec<(&'static str, Option<String>)> {
        let mut out = Vec::new();
        if !matches!(sub, "check" | "plan" | "stress") {
            return out;
        }
        if let Some(root) = &self.root {
            out.push(("--root", Some(root.clone())));
            if self.trust_root {
                out.push(("--trust-root", None));
            }
        }
        for dir in &self.lib_dirs {
            out.push(("--lib-dir", Some(dir.clone())));
        }
        if let Some(py) = &self.python {
            // `gpudoc plan --python` is a version; its interpreter flag is --interpreter.
            let flag = if sub == "plan" {
                "--interpreter"
            } else {
                "--python"
            };
            out.push((flag, Some(py.clone())));
        }
        if let Some(m) = &self.matrix {
            out.push(("--matrix", Some(m.clone())));
        }
        if let Some(fw) = self.framework.filter(|_| sub != "plan") {
            out.push(("--framework", Some(fw.id().to_string())));
        }
        // `stress --timeout` is another deadline (whole seconds for the stress run).
        if let Some(t) = self.timeout.as_ref().filter(|_| sub != "stress") {
            out.push(("--timeout", Some(t.clone())));
        }
        out
    }

    /// `command` (a `gpudoc <sub> ...` line, perhaps with a trailing `# comment`) with the
    /// user's flags it does not set itself added after the subcommand. Any other command is
    /// returned as it is.
    pub fn rerun(&self, command: &str) -> String {
        let (code, comment) = split_comment(command);
        let mut words = code.split_whitespace();
        if words.next() != Some("gpudoc") {
            return command.to_string();
        }
        let Some(sub) = words.next() else {
            return command.to_string();
        };
        let rest: Vec<&str> = words.collect();
        let mut out = vec!["gpudoc".to_string(), sub.to_string()];
        for (flag, value) in self.flags(sub) {
            // The hint's own value wins (`--timeout 120`, `--python <other venv>`); a root the
            // hint names makes the user's root and trust moot as well.
            let set = |f: &str| {
                rest.iter()
                    .any(|w| *w == f || w.starts_with(&format!("{f}=")))
            };
            let repeatable = flag == "--lib-dir";
            if (!repeatable && set(flag)) || (flag == "--trust-root" && set("--root")) {
                continue;
            }
            out.push(flag.to_string());
            out.extend(value.map(|v| quote(&v)));
        }
        out.extend(rest.iter().map(|w| w.to_string()));
        let mut line = out.join(" ");
        line.push_str(comment);
        line
    }
}

/// `text` as one shell word: unchanged when it has no special character, else single-quoted.
pub fn quote(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_./=:,+@%-".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// Split `cmd` into its code and its trailing comment (`   # ...`, with the spaces), at the
/// first `#` outside quotes that starts a word.
fn split_comment(cmd: &str) -> (&str, &str) {
    let (mut single, mut double) = (false, false);
    let mut prev = ' ';
    for (i, c) in cmd.char_indices() {
        match c {
            '\'' if !double => single = !single,
            '"' if !single => double = !double,
            '#' if !single && !double && prev.is_whitespace() => {
                let code = cmd[..i].trim_end();
                return (code, &cmd[code.len()..]);
            }
            _ => {}
        }
        prev = c;
    }
    (cmd, "")
}

/// The fields of /etc/os-release that choose a distribution's commands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OsRelease {
    pub id: String,
    pub id_like: Vec<String>,
    pub version_id: Option<String>,
}

impl OsRelease {
    /// Parse os-release text (`KEY=value`, values optionally quoted).
    pub fn parse(text: &str) -> OsRelease {
        let mut os = OsRelease::default();
        for line in text.lines() {
            let Some((key, value)) = line.trim().split_once('=') else {
                continue;
            };
            let value = value.trim().trim_matches('"').trim_matches('\'');
            match key {
                "ID" => os.id = value.to_ascii_lowercase(),
                "ID_LIKE" => {
                    os.id_like = value
                        .split_whitespace()
                        .map(str::to_ascii_lowercase)
                        .collect()
                }
                "VERSION_ID" if !value.is_empty() => os.version_id = Some(value.to_string()),
                _ => {}
            }
        }
        os
    }

    /// /etc/os-release (else /usr/lib/os-release) of the machine gpudoc inspects.
    pub fn read(env: &Env) -> Option<OsRelease> {
        ["/etc/os-release", "/usr/lib/os-release"]
            .iter()
            .find_map(|p| env.read_text(p).ok())
            .map(|t| OsRelease::parse(&t))
            .filter(|os| !os.id.is_empty())
    }

    /// The family whose package commands apply: the ID itself, else the first ID_LIKE
    /// gpudoc knows (Pop!_OS is `ubuntu`-like, Rocky `rhel`-like).
    pub fn family(&self) -> Family {
        std::iter::once(&self.id)
            .chain(&self.id_like)
            .map(|id| Family::of_id(id))
            .find(|f| *f != Family::Other)
            .unwrap_or(Family::Other)
    }

    /// The major of VERSION_ID ("9" of "9.4").
    fn major(&self) -> Option<&str> {
        let v = self.version_id.as_deref()?;
        let major = v
            .split('.')
            .next()
            .filter(|m| m.chars().all(|c| c.is_ascii_digit()))?;
        (!major.is_empty()).then_some(major)
    }
}

/// Distribution families with their own package commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Ubuntu,
    Debian,
    /// RHEL and its rebuilds (Rocky, Alma, CentOS Stream, Oracle): dnf with NVIDIA's CUDA
    /// repository.
    Rhel,
    Fedora,
    Amazon,
    Suse,
    Arch,
    Other,
}

impl Family {
    fn of_id(id: &str) -> Family {
        match id {
            "ubuntu" => Family::Ubuntu,
            "debian" => Family::Debian,
            "rhel" | "centos" | "rocky" | "almalinux" | "ol" => Family::Rhel,
            "fedora" => Family::Fedora,
            "amzn" => Family::Amazon,
            "suse" | "sles" | "opensuse" | "opensuse-leap" | "opensuse-tumbleweed" => Family::Suse,
            "arch" | "manjaro" | "endeavouros" => Family::Arch,
            _ => Family::Other,
        }
    }
}

/// Commands that replace one canonical step, and a sentence for the hint when commands
/// alone cannot say it (a link to follow).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Steps {
    pub commands: Vec<String>,
    pub note: Option<String>,
}

/// How to install (or upgrade to) the distribution's NVIDIA driver. `machine` is the CPU
/// architecture (`x86_64`, `aarch64`). The commands follow NVIDIA's driver installation
/// guide (<https://docs.nvidia.com/datacenter/tesla/driver-installation-guide/>), Debian's
/// wiki page NvidiaGraphicsDrivers, RPM Fusion's Howto/NVIDIA and Arch's wiki page NVIDIA.
pub fn driver_install(os: Option<&OsRelease>, machine: &str) -> Steps {
    let family = os.map_or(Family::Other, OsRelease::family);
    let cmds = |c: &[&str]| c.iter().map(|s| s.to_string()).collect();
    // NVIDIA's repositories name Arm servers `sbsa`.
    let repo_arch = if machine == "aarch64" {
        "sbsa"
    } else {
        "x86_64"
    };
    let cuda_repo = |dist: &str| {
        format!(
            "sudo dnf config-manager --add-repo https://developer.download.nvidia.com/compute/cuda/repos/{dist}/{repo_arch}/cuda-{dist}.repo"
        )
    };
    let guide = || Steps {
        commands: Vec::new(),
        note: Some(format!(
            "this distribution has no command gpudoc knows: follow {DRIVER_GUIDE}"
        )),
    };
    match family {
        Family::Ubuntu => Steps {
            commands: cmds(&["sudo ubuntu-drivers install"]),
            note: None,
        },
        Family::Debian => Steps {
            commands: cmds(&[
                "grep -rqE '^(deb .*|Components:.*)non-free' /etc/apt/sources.list /etc/apt/sources.list.d/ || echo 'add contrib non-free non-free-firmware to your apt sources first'",
                "sudo apt-get update && sudo apt-get install -y \"linux-headers-$(dpkg --print-architecture)\" nvidia-driver firmware-misc-nonfree",
            ]),
            note: Some("on Debian nvidia-driver comes from the contrib and non-free components".into()),
        },
        Family::Rhel => match os.and_then(OsRelease::major) {
            Some(major) => Steps {
                commands: vec![
                    cuda_repo(&format!("rhel{major}")),
                    "sudo dnf install -y kernel-devel-$(uname -r) kernel-headers && sudo dnf install -y nvidia-open".into(),
                ],
                note: None,
            },
            None => guide(),
        },
        Family::Amazon => match os.and_then(|o| o.version_id.clone()) {
            Some(v) if v.chars().all(|c| c.is_ascii_digit()) => Steps {
                commands: vec![
                    cuda_repo(&format!("amzn{v}")),
                    "sudo dnf install -y kernel-devel-$(uname -r) kernel-headers && sudo dnf install -y nvidia-open".into(),
                ],
                note: None,
            },
            _ => guide(),
        },
        Family::Fedora => Steps {
            commands: cmds(&[
                "sudo dnf install -y https://mirrors.rpmfusion.org/nonfree/fedora/rpmfusion-nonfree-release-$(rpm -E %fedora).noarch.rpm",
                "sudo dnf install -y akmod-nvidia",
            ]),
            note: None,
        },
        Family::Suse => Steps {
            commands: Vec::new(),
            note: Some(format!(
                "on SUSE add NVIDIA's repository and install its driver package as {DRIVER_GUIDE} describes"
            )),
        },
        Family::Arch => Steps {
            commands: cmds(&["sudo pacman -S --needed nvidia-open   # Turing or newer GPUs; older ones: the Arch wiki's NVIDIA page"]),
            note: None,
        },
        Family::Other => guide(),
    }
}

/// Inside a container the NVIDIA driver is the host's (the runtime mounts its user-space
/// libraries): a driver installed in the image would not even be used. The host's own
/// distribution is unknown from here, so the step names the host and what to check there.
pub fn host_driver_upgrade(runtime: &str) -> Steps {
    Steps {
        commands: vec![
            "nvidia-smi --query-gpu=driver_version --format=csv,noheader   # on the host: the driver it runs".into(),
        ],
        note: Some(format!(
            "inside a {runtime} container the driver is the host's: upgrade the NVIDIA driver on the host with its own distribution's packages, then restart the container; never install one in the image"
        )),
    }
}

/// How to install Python 3 with venv on the distribution.
pub fn python_install(os: Option<&OsRelease>) -> Steps {
    let command = match os.map_or(Family::Other, OsRelease::family) {
        Family::Ubuntu | Family::Debian => "sudo apt-get install -y python3 python3-venv",
        Family::Rhel | Family::Fedora | Family::Amazon => "sudo dnf install -y python3",
        Family::Suse => "sudo zypper install -y python3",
        Family::Arch => "sudo pacman -S --needed python",
        Family::Other => {
            return Steps {
                commands: Vec::new(),
                note: Some("install Python 3 with your distribution's package manager".into()),
            };
        }
    };
    Steps {
        commands: vec![command.to_string()],
        note: None,
    }
}

/// The NVIDIA Container Toolkit on the container's host, whose distribution gpudoc cannot
/// see from inside: NVIDIA's apt and dnf repository set-up, then the package, then the
/// runtime configured. From
/// <https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html>.
pub fn container_toolkit_install() -> Vec<String> {
    const KEYRING: &str = "/usr/share/keyrings/nvidia-container-toolkit-keyring.gpg";
    vec![
        format!(
            "curl -fsSL https://nvidia.github.io/libnvidia-container/gpgkey | sudo gpg --dearmor -o {KEYRING} && curl -s -L https://nvidia.github.io/libnvidia-container/stable/deb/nvidia-container-toolkit.list | sed 's#deb https://#deb [signed-by={KEYRING}] https://#g' | sudo tee /etc/apt/sources.list.d/nvidia-container-toolkit.list && sudo apt-get update && sudo apt-get install -y nvidia-container-toolkit   # on a Debian/Ubuntu host"
        ),
        "curl -s -L https://nvidia.github.io/libnvidia-container/stable/rpm/nvidia-container-toolkit.repo | sudo tee /etc/yum.repos.d/nvidia-container-toolkit.repo && sudo dnf install -y nvidia-container-toolkit   # on a RHEL/Fedora host".into(),
    ]
}

/// How a container gets GPU access, by runtime: its own run flags, then the host's toolkit.
pub fn container_gpu_access(runtime: &str) -> Vec<String> {
    let mut out: Vec<String> = match runtime {
        "kubernetes" => vec![
            "kubectl describe nodes | grep -E 'nvidia.com/gpu'   # the node must offer nvidia.com/gpu (NVIDIA device plugin or GPU Operator)".into(),
            "kubectl explain pod.spec.containers.resources.limits   # request it: limits: {nvidia.com/gpu: 1}".into(),
        ],
        "podman" => vec![
            "sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml   # on the host".into(),
            "podman run --device nvidia.com/gpu=all \"${IMAGE:?set IMAGE to your image}\"".into(),
        ],
        _ => vec![
            "docker run --gpus all \"${IMAGE:?set IMAGE to your image}\"   # or with CDI: --device nvidia.com/gpu=all".into(),
        ],
    };
    if runtime != "kubernetes" {
        out.extend(container_toolkit_install());
        if runtime != "podman" {
            out.push("sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker   # on the host".into());
        }
    }
    out
}

/// The virtual environment a fix makes when the interpreter is externally managed: the
/// user's `$VENV` when set, else one under the home directory.
const VENV_DEFAULT: &str = "${VENV:-$HOME/.venvs/gpu}";

/// What [`Finisher::finish`] needs: the invocation, the distribution, the interpreter.
#[derive(Clone, Debug, Default)]
pub struct Finisher {
    pub invocation: Invocation,
    pub os: Option<OsRelease>,
    /// The CPU architecture (`x86_64`, `aarch64`).
    pub machine: String,
    /// The interpreter gpudoc inspected (or was told to), for `pip` and `python` commands.
    pub python: Option<String>,
    /// The container runtime gpudoc runs under (`docker`, `kubernetes`, ...), if any: its
    /// driver is the host's, so a driver is never installed inside it.
    pub container: Option<String>,
    /// The interpreter is a distribution's own Python marked EXTERNALLY-MANAGED (PEP 668:
    /// Debian 12, Ubuntu 23.04 and later): its pip refuses to install, so installs go into a
    /// virtual environment made from it.
    pub externally_managed: bool,
}

impl Finisher {
    /// Make every hint in `reports` work as pasted.
    pub fn finish(&self, reports: &mut [LayerReport]) {
        self.finish_checks(reports.iter_mut().flat_map(|l| l.checks.iter_mut()));
    }

    /// Make the hints of `checks` work as pasted (`gpudoc stress`'s own checks).
    pub fn finish_checks<'c>(&self, checks: impl IntoIterator<Item = &'c mut Check>) {
        for check in checks {
            if let Some(hint) = &mut check.hint {
                self.finish_hint(hint);
            }
        }
    }

    /// One hint: steps expanded, gpudoc re-runs completed, pip and python made explicit.
    pub fn finish_hint(&self, hint: &mut Hint) {
        let mut commands = Vec::new();
        for cmd in std::mem::take(&mut hint.commands) {
            let steps = match cmd.as_str() {
                INSTALL_DRIVER if self.container.is_some() => Some(host_driver_upgrade(
                    self.container.as_deref().unwrap_or("container"),
                )),
                INSTALL_DRIVER => Some(driver_install(self.os.as_ref(), &self.machine)),
                INSTALL_PYTHON => Some(python_install(self.os.as_ref())),
                _ => None,
            };
            match steps {
                Some(steps) => {
                    if let Some(note) = steps.note {
                        hint.text = format!("{} ({note})", hint.text);
                    }
                    commands.extend(steps.commands);
                }
                None => commands.push(self.command(&cmd)),
            }
        }
        // Three frameworks may share one step (`gpudoc plan` for each): say it once.
        let mut seen = std::collections::HashSet::new();
        commands.retain(|c| seen.insert(c.clone()));
        hint.commands = commands;
    }

    /// One command, finished.
    pub fn command(&self, cmd: &str) -> String {
        let python = self.python.as_deref().map(quote);
        let py = python.as_deref().unwrap_or("python3");
        if let Some(rest) = cmd.strip_prefix("pip ") {
            if self.externally_managed && rest.starts_with("install") {
                return format!(
                    "{py} -m venv \"{VENV_DEFAULT}\" && \"{VENV_DEFAULT}/bin/python\" -m pip {rest}   # this Python is externally managed (PEP 668): install into a virtual environment"
                );
            }
            return format!("{py} -m pip {rest}");
        }
        for bare in ["python ", "python3 "] {
            if let (Some(rest), Some(py)) = (cmd.strip_prefix(bare), python.as_deref()) {
                return format!("{py} {rest}");
            }
        }
        self.invocation.rerun(cmd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_externally_managed_python_installs_into_a_venv() {
        let f = Finisher {
            python: Some("/usr/bin/python3".into()),
            externally_managed: true,
            ..Finisher::default()
        };
        let cmd = f.command("pip install 'tensorflow[and-cuda]==2.21.*'");
        assert!(
            cmd.starts_with("/usr/bin/python3 -m venv \"${VENV:-$HOME/.venvs/gpu}\" && \"${VENV:-$HOME/.venvs/gpu}/bin/python\" -m pip install"),
            "{cmd}"
        );
        let ok = std::process::Command::new("bash")
            .args(["-n", "-c", &cmd])
            .status()
            .unwrap();
        assert!(ok.success(), "{cmd}");
        // Not installing: the interpreter's own pip answers (pip show, pip list).
        assert_eq!(f.command("pip list"), "/usr/bin/python3 -m pip list");
    }

    fn os(text: &str) -> OsRelease {
        OsRelease::parse(text)
    }

    #[test]
    fn families_follow_id_then_id_like() {
        let cases = [
            ("ID=ubuntu\nID_LIKE=debian", Family::Ubuntu),
            ("ID=pop\nID_LIKE=\"ubuntu debian\"", Family::Ubuntu),
            ("ID=debian", Family::Debian),
            ("ID=\"rocky\"\nID_LIKE=\"rhel centos fedora\"", Family::Rhel),
            ("ID=fedora", Family::Fedora),
            ("ID=amzn\nID_LIKE=\"centos rhel fedora\"", Family::Amazon),
            (
                "ID=\"opensuse-tumbleweed\"\nID_LIKE=\"opensuse suse\"",
                Family::Suse,
            ),
            ("ID=endeavouros\nID_LIKE=arch", Family::Arch),
            ("ID=nixos", Family::Other),
        ];
        for (text, want) in cases {
            assert_eq!(os(text).family(), want, "{text}");
        }
    }

    #[test]
    fn ubuntu_drivers_only_on_ubuntu() {
        let ubuntu = driver_install(Some(&os("ID=ubuntu\nVERSION_ID=\"24.04\"")), "x86_64");
        assert_eq!(ubuntu.commands, ["sudo ubuntu-drivers install"]);
        for text in [
            "ID=debian\nVERSION_ID=\"12\"",
            "ID=rhel\nVERSION_ID=\"9.4\"",
            "ID=arch",
            "ID=nixos",
        ] {
            let steps = driver_install(Some(&os(text)), "x86_64");
            assert!(
                !steps.commands.iter().any(|c| c.contains("ubuntu-drivers")),
                "{text}: {steps:?}"
            );
        }
        let debian = driver_install(Some(&os("ID=debian")), "x86_64");
        assert!(
            debian
                .commands
                .iter()
                .any(|c| c.contains("apt-get install -y") && c.contains("nvidia-driver"))
        );
        assert!(debian.note.unwrap().contains("non-free"));
    }

    #[test]
    fn rhel_gets_the_cuda_repository_of_its_major_and_arch() {
        let rocky = os("ID=\"rocky\"\nID_LIKE=\"rhel centos fedora\"\nVERSION_ID=\"9.4\"");
        let steps = driver_install(Some(&rocky), "x86_64");
        assert!(
            steps.commands[0].ends_with("/repos/rhel9/x86_64/cuda-rhel9.repo"),
            "{steps:?}"
        );
        assert!(steps.commands[1].contains("dnf install -y nvidia-open"));
        let arm = driver_install(Some(&rocky), "aarch64");
        assert!(arm.commands[0].contains("/rhel9/sbsa/"));
        // No VERSION_ID: no guessed repository, the guide instead.
        let bare = driver_install(Some(&os("ID=rhel")), "x86_64");
        assert!(bare.commands.is_empty() && bare.note.unwrap().contains(DRIVER_GUIDE));
    }

    #[test]
    fn unknown_or_unread_distributions_get_the_guide() {
        for steps in [
            driver_install(None, "x86_64"),
            driver_install(Some(&os("ID=nixos")), "x86_64"),
            driver_install(Some(&os("ID=sles\nVERSION_ID=15.6")), "x86_64"),
        ] {
            assert!(steps.note.unwrap().contains(DRIVER_GUIDE));
        }
        assert!(python_install(None).commands.is_empty());
        assert_eq!(
            python_install(Some(&os("ID=fedora"))).commands,
            ["sudo dnf install -y python3"]
        );
    }

    #[test]
    fn reruns_keep_the_users_flags_and_the_hints_own() {
        let inv = Invocation {
            root: Some("/tmp/my root".into()),
            trust_root: true,
            lib_dirs: vec!["/opt/a".into(), "/opt/b".into()],
            python: Some("/venv/bin/python".into()),
            matrix: None,
            framework: Some(Framework::Jax),
            timeout: Some("5".into()),
        };
        assert_eq!(
            inv.rerun("gpudoc check --only libraries -v"),
            "gpudoc check --root '/tmp/my root' --trust-root --lib-dir /opt/a --lib-dir /opt/b --python /venv/bin/python --framework jax --timeout 5 --only libraries -v"
        );
        assert_eq!(
            inv.rerun("gpudoc check --timeout 120   # longer"),
            "gpudoc check --root '/tmp/my root' --trust-root --lib-dir /opt/a --lib-dir /opt/b --python /venv/bin/python --framework jax --timeout 120   # longer"
        );
        assert_eq!(
            inv.rerun("gpudoc plan"),
            "gpudoc plan --root '/tmp/my root' --trust-root --lib-dir /opt/a --lib-dir /opt/b --interpreter /venv/bin/python --timeout 5"
        );
        assert!(inv.rerun("gpudoc stress").ends_with("--framework jax"));
        assert_eq!(
            inv.rerun("gpudoc explain -   # paste"),
            "gpudoc explain -   # paste"
        );
        assert_eq!(inv.rerun("nvidia-smi"), "nvidia-smi");
        assert_eq!(Invocation::default().rerun("gpudoc check"), "gpudoc check");
    }

    #[test]
    fn pip_and_python_are_the_inspected_interpreter() {
        let f = Finisher {
            python: Some("/home/a b/venv/bin/python".into()),
            ..Finisher::default()
        };
        assert_eq!(
            f.command("pip install 'torch==2.*'"),
            "'/home/a b/venv/bin/python' -m pip install 'torch==2.*'"
        );
        assert_eq!(
            f.command("python3 -m pip install x"),
            "'/home/a b/venv/bin/python' -m pip install x"
        );
        assert_eq!(
            f.command("python -c 'import jax'"),
            "'/home/a b/venv/bin/python' -c 'import jax'"
        );
        let none = Finisher::default();
        assert_eq!(
            none.command("pip uninstall -y torch"),
            "python3 -m pip uninstall -y torch"
        );
    }

    #[test]
    fn steps_expand_and_say_what_commands_cannot() {
        let f = Finisher {
            os: Some(os("ID=nixos")),
            ..Finisher::default()
        };
        let mut hint = Hint::new("Install the driver", &[INSTALL_DRIVER, "nvidia-smi"]);
        f.finish_hint(&mut hint);
        assert_eq!(hint.commands, ["nvidia-smi"]);
        assert!(hint.text.contains(DRIVER_GUIDE));
    }

    /// Every command these constructors can produce parses as bash, for every family.
    #[test]
    fn every_distribution_command_parses_as_bash() {
        let mut all = container_toolkit_install();
        for runtime in ["docker", "podman", "kubernetes", "lxc"] {
            all.extend(container_gpu_access(runtime));
        }
        for text in [
            "ID=ubuntu",
            "ID=debian",
            "ID=rhel\nVERSION_ID=9.4",
            "ID=fedora",
            "ID=amzn\nVERSION_ID=2023",
            "ID=sles",
            "ID=arch",
            "ID=nixos",
        ] {
            for machine in ["x86_64", "aarch64"] {
                all.extend(driver_install(Some(&os(text)), machine).commands);
            }
            all.extend(python_install(Some(&os(text))).commands);
        }
        for cmd in &all {
            assert!(bash_parses(cmd), "does not parse as bash: {cmd}");
        }
        assert!(!bash_parses(INSTALL_DRIVER) && !bash_parses(INSTALL_PYTHON));
    }

    /// Every command of the explain catalog, and of every way an interpreter fails, finished
    /// as a report finishes them: each parses as bash and none is a bare pip.
    #[test]
    fn catalog_and_interpreter_commands_work_as_pasted() {
        use crate::probe::python::{PythonError, failure};
        let path = "/home/a b/venv/bin/python".to_string();
        let tail = vec!["x".to_string()];
        let errors = [
            PythonError::NotFound {
                names: "python3".into(),
                searched: tail.clone(),
            },
            PythonError::NotExecutable { path: path.clone() },
            PythonError::NotRun { path: path.clone() },
            PythonError::Spawn {
                path: path.clone(),
                error: "e".into(),
            },
            PythonError::Crashed {
                path: path.clone(),
                description: "d".into(),
                stderr_tail: tail.clone(),
            },
            PythonError::TimedOut {
                path: path.clone(),
                description: "d".into(),
                stderr_tail: tail.clone(),
            },
            PythonError::Status {
                path: path.clone(),
                code: 1,
                stdout_tail: tail.clone(),
                stderr_tail: tail.clone(),
            },
        ];
        let f = Finisher {
            invocation: Invocation {
                root: Some("/r".into()),
                ..Invocation::default()
            },
            os: Some(OsRelease::parse("ID=debian")),
            python: Some(path.clone()),
            ..Finisher::default()
        };
        let mut commands: Vec<String> = Vec::new();
        for err in &errors {
            let mut hint = failure(err).hint.expect("a hint");
            f.finish_hint(&mut hint);
            commands.extend(hint.commands);
        }
        for entry in &crate::explain::catalog::catalog().entries {
            commands.extend(entry.commands.iter().cloned());
        }
        for cmd in &commands {
            assert!(bash_parses(cmd), "does not parse as bash: {cmd}");
            assert!(
                !cmd.starts_with("pip ") && !cmd.contains("&& pip "),
                "bare pip: {cmd}"
            );
        }
    }

    pub(crate) fn bash_parses(cmd: &str) -> bool {
        std::process::Command::new("bash")
            .args(["-n", "-c", cmd])
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }
}
