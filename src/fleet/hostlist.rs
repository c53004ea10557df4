//! Slurm hostlists: `gpu[001-016,018-064]` expanded and compressed. Compression matches
//! `scontrol show hostlistsorted` on sorted, de-duplicated names: only a trailing run of
//! digits is a number, zero padding is kept (`gpu[09-10]`), numbers of different widths
//! join only when unpadded (`gpu[9-11]`, but `gpu[1,01]`).

use std::cmp::Ordering;

/// A name split into prefix and trailing number (as text, to keep its padding).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Split<'a> {
    prefix: &'a str,
    digits: &'a str,
}

impl<'a> Split<'a> {
    fn of(name: &'a str) -> Split<'a> {
        let cut = name
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_digit())
            .last()
            .map_or(name.len(), |(i, _)| i);
        Split {
            prefix: &name[..cut],
            digits: &name[cut..],
        }
    }
    fn value(&self) -> Option<u128> {
        // Longer than u128 holds: treat as a plain name.
        self.digits.parse().ok()
    }
    fn padded(&self) -> bool {
        self.digits.len() > 1 && self.digits.starts_with('0')
    }
    fn key(&self) -> (bool, usize, u128) {
        match self.value() {
            Some(v) => (true, self.digits.len(), v),
            None => (false, 0, 0),
        }
    }
}

/// Sort names the way a hostlist lists them: prefix, then width, then number.
pub fn sort_names(names: &mut [String]) {
    names.sort_by(|a, b| cmp_names(a, b));
}

/// The order of [`sort_names`].
pub fn cmp_names(a: &str, b: &str) -> Ordering {
    let (sa, sb) = (Split::of(a), Split::of(b));
    natural(sa.prefix, sb.prefix)
        .then_with(|| sa.key().cmp(&sb.key()))
        .then_with(|| a.cmp(b))
}

/// Natural order, as Slurm's `strnatcmp` compares prefixes: runs of digits by value
/// (`gpu21-ib` before `gpu114-ib`), the rest byte by byte.
fn natural(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].is_ascii_digit() && b[j].is_ascii_digit() {
            let (si, sj) = (i, j);
            while i < a.len() && a[i].is_ascii_digit() {
                i += 1;
            }
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let (x, y) = (&a[si..i], &b[sj..j]);
            let strip = |d: &[u8]| d.iter().position(|&c| c != b'0').map_or(0, |p| d.len() - p);
            let ord = strip(x)
                .cmp(&strip(y))
                .then_with(|| x[x.len() - strip(x)..].cmp(&y[y.len() - strip(y)..]));
            if ord != Ordering::Equal {
                return ord;
            }
        } else {
            if a[i] != b[j] {
                return a[i].cmp(&b[j]);
            }
            i += 1;
            j += 1;
        }
    }
    (a.len() - i).cmp(&(b.len() - j))
}

/// Compress node names into a hostlist (sorted, duplicates dropped).
pub fn compress<S: AsRef<str>>(names: &[S]) -> String {
    let mut names: Vec<String> = names.iter().map(|s| s.as_ref().to_string()).collect();
    sort_names(&mut names);
    names.dedup();
    let splits: Vec<Split> = names.iter().map(|n| Split::of(n)).collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < splits.len() {
        let s = &splits[i];
        if s.value().is_none() {
            out.push(names[i].clone());
            i += 1;
            continue;
        }
        // Every numbered name with this prefix, as ranges.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        let mut j = i;
        while j < splits.len() && splits[j].prefix == s.prefix && splits[j].value().is_some() {
            match ranges.last_mut() {
                Some((_, hi)) if joins(&splits[*hi], &splits[j]) => {
                    *hi = j;
                }
                _ => ranges.push((j, j)),
            }
            j += 1;
        }
        if j - i == 1 {
            out.push(names[i].clone());
        } else {
            let parts: Vec<String> = ranges
                .iter()
                .map(|&(lo, hi)| {
                    if lo == hi {
                        splits[lo].digits.to_string()
                    } else {
                        format!("{}-{}", splits[lo].digits, splits[hi].digits)
                    }
                })
                .collect();
            out.push(format!("{}[{}]", s.prefix, parts.join(",")));
        }
        i = j;
    }
    out.join(",")
}

/// Whether `b` continues a range ending at `a`: the next number, and the same width or
/// both unpadded.
fn joins(a: &Split, b: &Split) -> bool {
    let (Some(x), Some(y)) = (a.value(), b.value()) else {
        return false;
    };
    y == x + 1 && (a.digits.len() == b.digits.len() || (!a.padded() && !b.padded()))
}

/// Expand a hostlist (`gpu[001-003,007],login1`) into names, in the order written.
pub fn expand(list: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for token in split_top(list)? {
        let token = token.trim();
        if token.is_empty() {
            continue;
        }
        expand_one(token, &mut out)?;
    }
    Ok(out)
}

/// Split on commas outside brackets.
fn split_top(list: &str) -> Result<Vec<&str>, String> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in list.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' | ' ' | '\n' | '\t' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        if !(0..=1).contains(&depth) {
            return Err(format!("unbalanced brackets in hostlist `{list}`"));
        }
    }
    if depth != 0 {
        return Err(format!("unbalanced brackets in hostlist `{list}`"));
    }
    parts.push(&list[start..]);
    Ok(parts)
}

/// Expand one token; several bracket groups multiply (`r[1-2]n[1-2]`).
fn expand_one(token: &str, out: &mut Vec<String>) -> Result<(), String> {
    let Some(open) = token.find('[') else {
        out.push(token.to_string());
        return Ok(());
    };
    let close = token[open..]
        .find(']')
        .map(|c| open + c)
        .ok_or_else(|| format!("unbalanced brackets in `{token}`"))?;
    let (head, body, tail) = (&token[..open], &token[open + 1..close], &token[close + 1..]);
    for part in body.split(',') {
        let part = part.trim();
        let (lo, hi) = part.split_once('-').unwrap_or((part, part));
        let bad = || format!("bad range `{part}` in `{token}`");
        if lo.is_empty() || !lo.bytes().chain(hi.bytes()).all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let (a, b): (u64, u64) = (
            lo.parse().map_err(|_| bad())?,
            hi.parse().map_err(|_| bad())?,
        );
        if b < a || b - a > 1_000_000 {
            return Err(bad());
        }
        let width = lo.len();
        for n in a..=b {
            expand_one(&format!("{head}{n:0width$}{tail}"), out)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair: names in, `scontrol show hostlistsorted` out (Debian slurm-client 22.05,
    /// run against a one-line slurm.conf; see tests/it/fleet.rs for the live comparison).
    const CASES: &[(&str, &str)] = &[
        ("gpu9,gpu10,gpu11", "gpu[9-11]"),
        ("gpu09,gpu10", "gpu[09-10]"),
        ("gpu9,gpu010,gpu011", "gpu[9,010-011]"),
        ("gpu001,gpu002,gpu003,gpu005", "gpu[001-003,005]"),
        ("b1,a1,b2", "a1,b[1-2]"),
        ("gpu1,gpu01", "gpu[1,01]"),
        ("n8,n9,n10,n010,n011", "n[8-10,010-011]"),
        ("gpu01-ib,gpu02-ib", "gpu01-ib,gpu02-ib"),
        ("a,b,gpu1,gpu2,gpu3", "a,b,gpu[1-3]"),
        ("x0,x00,x000,x1", "x[0-1,00,000]"),
        ("gpu099,gpu100,gpu1000", "gpu[099-100,1000]"),
        ("r1n1,r1n2,r2n1", "r1n[1-2],r2n1"),
        ("gpu114-ib,gpu21-ib,gpu76-ib", "gpu21-ib,gpu76-ib,gpu114-ib"),
    ];

    #[test]
    fn compress_matches_scontrol() {
        for (input, want) in CASES {
            let names: Vec<&str> = input.split(',').collect();
            assert_eq!(compress(&names), *want, "{input}");
        }
    }

    #[test]
    fn expand_inverts_compress() {
        let names = expand("gpu[001-016,018-064]").unwrap();
        assert_eq!(names.len(), 63);
        assert_eq!(names[0], "gpu001");
        assert_eq!(compress(&names), "gpu[001-016,018-064]");
        for (input, want) in CASES {
            let mut a = expand(want).unwrap();
            let mut b: Vec<String> = input.split(',').map(String::from).collect();
            sort_names(&mut a);
            sort_names(&mut b);
            assert_eq!(a, b, "{want}");
        }
        assert_eq!(
            expand("r[1-2]n[1-2],login").unwrap(),
            ["r1n1", "r1n2", "r2n1", "r2n2", "login"]
        );
        assert!(expand("gpu[1-").is_err());
        assert!(expand("gpu[3-1]").is_err());
        assert!(expand("gpu[a-b]").is_err());
    }
}
