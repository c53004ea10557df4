//! Normalisation of pasted text before matching: what users paste is the same message
//! wrapped in different clothes. Undo JSON escaping (a log copied out of a JSON document or a
//! notebook's output cell), Windows path doubling, timestamps and log prefixes that differ on
//! every line, and kernel-log lines wrapped over several lines (`NVRM: API mismatch: the
//! client has the version X, but` / `NVRM: this kernel module has the version Y.`).
//!
//! Linear in the input: each line is looked at once, and the prefix rules only run on lines
//! that start the way a prefix does.

use std::sync::OnceLock;

use regex::Regex;

/// The text as the matcher and the model see it.
pub fn normalize(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text = unescape_if_escaped(&text);
    let mut out = String::with_capacity(text.len());
    let mut previous_nvrm_open = false;
    // A final line break ends the last line; it does not start an empty one.
    let body = text.strip_suffix('\n').unwrap_or(&text);
    for raw in body.split('\n') {
        let line = strip_prefixes(raw.strip_suffix('\r').unwrap_or(raw));
        let nvrm = line.trim_start().starts_with("NVRM:");
        if nvrm && previous_nvrm_open {
            // A wrapped kernel message: join it to the line it continues.
            if out.ends_with('\n') {
                out.pop();
            }
            out.push(' ');
            out.push_str(line.trim_start().trim_start_matches("NVRM:").trim_start());
        } else {
            out.push_str(line);
        }
        out.push('\n');
        let end = line.trim_end();
        previous_nvrm_open = nvrm && !end.ends_with(['.', ':', ')']) && !end.is_empty();
    }
    out
}

/// A text with literal `\n` escapes and (almost) no real line breaks was copied out of JSON
/// or a Python repr: turn the escapes back into what they stand for.
fn unescape_if_escaped(text: &str) -> std::borrow::Cow<'_, str> {
    let escaped = text.matches("\\n").count();
    let real = text.matches('\n').count();
    let doubled_paths = text.contains(":\\\\");
    if escaped < 2 * real.max(1) && !doubled_paths {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.peek().copied() {
            Some('n') if escaped >= 2 * real.max(1) => {
                chars.next();
                out.push('\n');
            }
            Some('t') if escaped >= 2 * real.max(1) => {
                chars.next();
                out.push('\t');
            }
            Some('r') if escaped >= 2 * real.max(1) => {
                chars.next();
            }
            Some('"') => {
                chars.next();
                out.push('"');
            }
            Some('\\') => {
                chars.next();
                out.push('\\');
            }
            _ => out.push('\\'),
        }
    }
    out.into()
}

/// Timestamps and log-framework prefixes that change on every line; the file:line of a
/// framework's log (`cuda_dnn.cc:9261]`) stays, it is evidence. The first bytes of a line
/// choose the one rule that can apply, so most lines cost no regex at all.
fn strip_prefixes(line: &str) -> &str {
    static RULES: OnceLock<[Regex; 4]> = OnceLock::new();
    let [iso, syslog, dmesg, glog] = RULES.get_or_init(|| {
        [
            // 2023-08-25 11:11:47.521702: / [2024-01-02T03:04:05Z] / 2024/01/02 03:04:05,123
            r"^\[?\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]?:?\s*",
            // syslog: "Jan  2 03:04:05 host kernel: "
            r"^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ \S+?: ",
            // dmesg: "[   12.345678] "
            r"^\[\s*\d+\.\d+\]\s*",
            // glog: "I0825 11:11:47.521702  1234 " (the file:line] after it stays)
            r"^[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+\s+\d+\s+",
        ]
        .map(|r| Regex::new(r).expect("prefix patterns compile"))
    });
    let mut rest = line.trim_start();
    // A line may carry two (a syslog line around a dmesg timestamp).
    for _ in 0..2 {
        let b = rest.as_bytes();
        let rules: &[&Regex] = match b {
            [d, ..] if d.is_ascii_digit() => &[iso],
            [b'[', ..] => &[iso, dmesg],
            [b'I' | b'W' | b'E' | b'F', d, ..] if d.is_ascii_digit() => &[glog],
            [u, l1, l2, b' ', ..]
                if u.is_ascii_uppercase() && l1.is_ascii_lowercase() && l2.is_ascii_lowercase() =>
            {
                &[syslog]
            }
            _ => break,
        };
        match rules.iter().find_map(|r| r.find(rest)) {
            Some(m) if m.end() > 0 => rest = &rest[m.end()..],
            _ => break,
        }
    }
    if rest.len() == line.trim_start().len() {
        line
    } else {
        rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_and_prefixes_go_file_and_line_stay() {
        let n = normalize(
            b"2023-08-25 11:11:47.521702: I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers\n[   12.345678] NVRM: loading NVIDIA UNIX x86_64 Kernel Module\nJan  2 03:04:05 gpu01 kernel: [  5.1] nvidia: module verification failed\n",
        );
        let lines: Vec<&str> = n.lines().collect();
        assert_eq!(
            lines[0],
            "I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers"
        );
        assert_eq!(lines[1], "NVRM: loading NVIDIA UNIX x86_64 Kernel Module");
        assert_eq!(lines[2], "nvidia: module verification failed");
    }

    #[test]
    fn wrapped_kernel_lines_are_joined() {
        let n = normalize(
            b"NVRM: API mismatch: the client has the version 535.54.03, but\nNVRM: this kernel module has the version 530.30.02.  Please\nNVRM: make sure that this kernel module and all NVIDIA driver\nother line\n",
        );
        assert!(
            n.starts_with("NVRM: API mismatch: the client has the version 535.54.03, but this kernel module has the version 530.30.02.  Please make sure"),
            "{n}"
        );
        assert!(n.contains("\nother line\n"));
    }

    #[test]
    fn json_escapes_and_doubled_windows_paths_are_undone() {
        let n = normalize(
            br#"{"log": "Traceback (most recent call last):\n  File \"C:\\Users\\me\\a.py\", line 1\nImportError: DLL load failed while importing _pywrap_tensorflow_internal\n"}"#,
        );
        assert!(n.contains("\nImportError: DLL load failed"), "{n}");
        assert!(n.contains(r#"File "C:\Users\me\a.py""#), "{n}");
        // Ordinary text with a real line break and one literal \n is left alone.
        let plain = "print('a\\nb')\nsecond line\n";
        assert_eq!(normalize(plain.as_bytes()), plain);
    }
}
