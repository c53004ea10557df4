//! `gpudoc completions SHELL` and the hidden `gpudoc man`: both generated from the clap
//! definition in `cli.rs`, so they can never disagree with the flags gpudoc accepts.

use anyhow::Result;
use clap::CommandFactory;

use crate::cli::{Cli, CompletionsArgs};
use crate::exit;

/// `gpudoc completions SHELL`: the completion script on stdout.
pub(super) fn completions(args: &CompletionsArgs) -> Result<u8> {
    // The hidden subcommands (`__probe`, `__train-explain`: gpudoc's own plumbing) are left
    // out: clap_complete offers every subcommand it is given, hidden or not.
    let full = Cli::command();
    let mut visible = clap::Command::new("gpudoc")
        .version(env!("CARGO_PKG_VERSION"))
        .args(full.get_arguments().filter(|a| !a.is_hide_set()).cloned())
        .subcommands(full.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut visible, "gpudoc", &mut out);
    super::print(&String::from_utf8_lossy(&out))?;
    Ok(exit::OK)
}

/// `gpudoc man`: the man page (roff) on stdout; docs/gpudoc.1 is this output, kept up to
/// date by a test. One page: gpudoc's own, then a section per subcommand with its synopsis,
/// description and options (clap_mangen alone lists subcommands by name only).
pub(super) fn man() -> Result<u8> {
    let fail = |e: std::io::Error| exit::Internal(format!("cannot render the man page: {e}"));
    let mut cmd = Cli::command();
    cmd.build();
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone())
        .render(&mut out)
        .map_err(fail)?;
    // The gpudoc-SUB(1) names the subcommand list gives are these sections.
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        let page = clap_mangen::Man::new(sub.clone());
        let mut body = Vec::new();
        page.render_synopsis_section(&mut body).map_err(fail)?;
        page.render_description_section(&mut body).map_err(fail)?;
        page.render_options_section(&mut body).map_err(fail)?;
        if sub.get_after_help().is_some() || sub.get_after_long_help().is_some() {
            page.render_extra_section(&mut body).map_err(fail)?;
        }
        let body = String::from_utf8_lossy(&body);
        let mut section = format!(".SH \"{}\"\n", sub.get_name().to_uppercase());
        for line in body.lines() {
            // The subcommand's sections become subsections of its own.
            match line.strip_prefix(".SH ") {
                Some(title) => section.push_str(&format!(".SS {title}\n")),
                None => section.push_str(&format!("{line}\n")),
            }
        }
        out.extend_from_slice(section.as_bytes());
    }
    super::print(&String::from_utf8_lossy(&out))?;
    Ok(exit::OK)
}
