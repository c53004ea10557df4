//! Under `cargo run`, cargo and rustup put their own directories on LD_LIBRARY_PATH (the
//! target directory and its deps/, the toolchain's lib directories). The user's programs
//! never see them: gpudoc labels them and makes no finding of them.

use crate::support::{FakeRoot, Scenario};

#[test]
fn entries_cargo_run_added_are_labelled_and_not_judged() {
    let root = FakeRoot::empty();
    for dir in ["src/gpudoc/target/release/deps", "opt/user/lib"] {
        std::fs::create_dir_all(root.path().join(dir)).unwrap();
    }
    // Both world-writable: a finding for the user's own entry only.
    for dir in ["src/gpudoc/target/release", "opt/user/lib"] {
        root.chmod(dir, 0o777).unwrap();
    }
    let ld = "/src/gpudoc/target/release:/src/gpudoc/target/release/deps:/opt/user/lib";
    let run = |cargo: bool| {
        let mut s = Scenario::check()
            .root(&root)
            .only("libraries")
            .env("LD_LIBRARY_PATH", ld);
        if cargo {
            s = s.envs(&[
                ("CARGO", "/root/.cargo/bin/cargo"),
                ("CARGO_MANIFEST_DIR", "/src/gpudoc"),
            ]);
        }
        s.report()
    };
    let r = run(true);
    let all: String = r
        .checks()
        .map(|c| c.evidence_text())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        all.contains("/src/gpudoc/target/release/deps (LD_LIBRARY_PATH, set by cargo run)"),
        "{all}"
    );
    assert!(all.contains("/opt/user/lib (LD_LIBRARY_PATH)"), "{all}");
    let notes = r.check("libraries.search-path").evidence_text();
    assert!(
        notes.contains("opt/user/lib") && notes.contains("world-writable"),
        "{notes}"
    );
    assert!(!notes.contains("target/release"), "{notes}");
    // Without cargo's variables the same entry is the user's, and judged.
    let notes = run(false).check("libraries.search-path").evidence_text();
    assert!(notes.contains("target/release"), "{notes}");
    assert!(!notes.contains("set by cargo run"), "{notes}");
}
