//! `gpudoc explain`: accuracy over real messages (fixtures/errors/*.jsonl, each with the public
//! thread it came from) and the command-line contract (JSON shape, exit codes, stdin, --file,
//! hostile input), run against the built binary.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use serde::Deserialize;

use crate::support::gpudoc_api::{EXPLAIN_CATEGORIES, explain_categories_ranked};
use crate::support::{Outcome, Scenario, fixture};

// ------------------------------------------------------------------ data

/// One labelled real message (the format of ../shared/errors/sample.jsonl).
#[derive(Debug, Deserialize)]
struct Example {
    id: String,
    message: String,
    category: String,
    source: String,
    benign: bool,
}

fn errors_fixture(name: &str) -> PathBuf {
    fixture(&format!("errors/{name}"))
}

fn examples(name: &str) -> Vec<Example> {
    let text = std::fs::read_to_string(errors_fixture(name)).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{name}: {e}: {l}")))
        .collect()
}

/// Every message of the shared sample gets its labelled category first. Two pairs in the
/// sample are the same text with two labels (the README: "the same wording can have different
/// causes"); for those the first match must be one of the labels and every label must be in
/// the top three, because no ranking of identical input can put both first.
#[test]
fn sample_messages_get_their_category_first() {
    let sample = examples("sample.jsonl");
    assert!(sample.len() >= 28);
    let mut labels: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for ex in &sample {
        labels
            .entry(ex.message.as_str())
            .or_default()
            .push(&ex.category);
    }
    let mut failures = Vec::new();
    for ex in &sample {
        let ranked = explain_categories_ranked(&ex.message);
        let wanted = &labels[ex.message.as_str()];
        let ok = if wanted.len() == 1 {
            ranked.first().map(String::as_str) == Some(ex.category.as_str())
        } else {
            ranked.first().is_some_and(|c| wanted.contains(&c.as_str()))
                && wanted.iter().all(|w| ranked.iter().take(3).any(|c| c == w))
        };
        if !ok {
            failures.push(format!("{}: want {} got {:?}", ex.id, ex.category, ranked));
        }
    }
    assert!(
        failures.is_empty(),
        "sample failures:\n{}",
        failures.join("\n")
    );
}

fn accuracy(set: &[Example]) -> (f64, f64, Vec<String>) {
    let (mut top1, mut top3) = (0usize, 0usize);
    let mut misses = Vec::new();
    for ex in set {
        let ranked = explain_categories_ranked(&ex.message);
        if ranked.first() == Some(&ex.category) {
            top1 += 1;
        } else {
            misses.push(format!(
                "{} ({}): want {} got {:?}",
                ex.id, ex.source, ex.category, ranked
            ));
        }
        if ranked.iter().take(3).any(|c| *c == ex.category) {
            top3 += 1;
        }
    }
    let n = set.len() as f64;
    (top1 as f64 / n, top3 as f64 / n, misses)
}

/// A labelled set is well-formed: every message cites its thread, uses one of the 15
/// categories, and is benign exactly when its category is.
fn check_labels(set: &[Example]) {
    for ex in set {
        assert!(
            ex.source.starts_with("https://github.com/"),
            "{}: cite a thread",
            ex.id
        );
        assert!(
            EXPLAIN_CATEGORIES.contains(&ex.category.as_str()),
            "{}",
            ex.id
        );
        assert_eq!(ex.benign, ex.category == "benign", "{}", ex.id);
    }
}

/// Prints the figures for one file and asserts at least 90% right first, 97% in the top three.
fn assert_accuracy(name: &str, set: &[Example]) {
    let (top1, top3, misses) = accuracy(set);
    println!(
        "explain accuracy on {name} ({} messages): top-1 {:.1}%, top-3 {:.1}%",
        set.len(),
        top1 * 100.0,
        top3 * 100.0
    );
    for m in &misses {
        println!("  top-1 miss: {m}");
    }
    assert!(
        top1 >= 0.90,
        "{name}: top-1 {top1:.3} < 0.90:\n{}",
        misses.join("\n")
    );
    assert!(
        top3 >= 0.97,
        "{name}: top-3 {top3:.3} < 0.97:\n{}",
        misses.join("\n")
    );
}

/// Our own real messages (each cited): at least 90% right first, 97% in the top three.
#[test]
fn extra_messages_accuracy() {
    let extra = examples("extra.jsonl");
    assert!(extra.len() >= 60, "only {} extra examples", extra.len());
    check_labels(&extra);
    for &cat in EXPLAIN_CATEGORIES {
        assert!(
            extra.iter().any(|e| e.category == cat),
            "no extra example for {cat}"
        );
    }
    assert_accuracy("extra.jsonl", &extra);
}

/// A second set of real messages, gathered from threads not used while writing the catalog's
/// patterns (then used to generalise them): the same thresholds.
#[test]
fn extra2_messages_accuracy() {
    let extra2 = examples("extra2.jsonl");
    assert!(extra2.len() >= 40, "only {} extra2 examples", extra2.len());
    check_labels(&extra2);
    assert_accuracy("extra2.jsonl", &extra2);
}

// ------------------------------------------------------------------ CLI

/// `gpudoc explain <args>` with `stdin` piped in (else stdin is /dev/null).
fn explain(args: &[&str], stdin: Option<&[u8]>) -> Outcome {
    let mut scenario = Scenario::explain().args(args);
    if let Some(bytes) = stdin {
        scenario = scenario.stdin(bytes);
    }
    scenario.run()
}

#[test]
fn json_contract_and_exit_zero_on_a_match() {
    let out = explain(
        &[
            "--json",
            "Failed to initialize NVML: Driver/library version mismatch",
        ],
        None,
    );
    assert_eq!(out.code, 0);
    let a = out.explain_answer();
    assert_eq!(a.schema_version, 1);
    let m = &a.matches[0];
    assert_eq!(m.id, "nvml-driver-library-mismatch");
    assert_eq!(m.category, "driver-mismatch");
    assert!(!m.title.is_empty() && !m.cause.is_empty() && !m.fix.text.is_empty());
    assert!(m.fix.commands.iter().any(|c| c.contains("reboot")));
    assert!(!m.benign);
    assert!((0.0..=1.0).contains(&m.confidence));
    assert_eq!(
        m.evidence,
        vec!["Failed to initialize NVML: Driver/library version mismatch"]
    );
}

#[test]
fn nothing_matched_is_exit_one_with_empty_matches() {
    let out = explain(&["--json", "the weather is nice today"], None);
    assert_eq!(out.code, 1);
    assert!(out.explain_answer().matches.is_empty());
    let out = explain(&["the weather is nice today"], None);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("No known error"));
}

#[test]
fn usage_errors_are_exit_two() {
    let missing = explain(&["--file", "/nonexistent/gpudoc-explain.log"], None);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read --file"));
    let both = explain(&["--file", "x.log", "some text"], None);
    assert_eq!(both.code, 2);
    let dash_and_text = explain(&["-", "more"], Some(b"Illegal instruction"));
    assert_eq!(dash_and_text.code, 2);
    let list_and_text = explain(&["--list", "text"], None);
    assert_eq!(list_and_text.code, 2);
    // No text and no piped input (stdin is /dev/null, not a terminal: it reads nothing).
    let empty = explain(&["--json"], None);
    assert_eq!(empty.code, 1);
    // An id that is no entry is a usage error that names the close ones.
    let unknown = explain(&["out-of-memory"], None);
    assert_eq!(unknown.code, 2, "{}", unknown.stderr);
    assert!(
        unknown.stderr.contains("cuda-out-of-memory"),
        "{}",
        unknown.stderr
    );
}

/// `__train-explain --embedded` answers a labelled file with the model built in, fitting
/// nothing (how a new set's first figure is read); it needs a --report file and refuses to
/// be mixed with the fitting inputs.
#[test]
fn train_explain_embedded_reports_without_fitting() {
    let sample = errors_fixture("sample.jsonl");
    let sample = sample.to_str().unwrap();
    let out = Scenario::gpudoc(["__train-explain", "--embedded", "--report", sample]).run();
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stderr.contains("the embedded model:"), "{}", out.stderr);
    let line = out
        .stderr
        .lines()
        .find(|l| l.contains("sample.jsonl: top-1 "))
        .unwrap_or_else(|| panic!("no figures line: {}", out.stderr));
    assert!(line.contains("(n = "), "{line}");
    assert!(out.stdout.is_empty());
    let alone = Scenario::gpudoc(["__train-explain", "--embedded"]).run();
    assert_eq!(alone.code, 2, "{}", alone.stderr);
    let mixed = Scenario::gpudoc([
        "__train-explain",
        "--embedded",
        "--report",
        sample,
        "--train",
        sample,
    ])
    .run();
    assert_eq!(mixed.code, 2, "{}", mixed.stderr);
}

#[test]
fn stdin_dash_and_file_inputs() {
    let log = b"2024-01-01 W dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory\n";
    for args in [&["--json"][..], &["--json", "-"][..]] {
        let out = explain(args, Some(log));
        assert_eq!(out.code, 0, "{args:?}");
        let a = out.explain_answer();
        assert_eq!(a.matches[0].category, "library-not-found");
        assert!(a.matches[0].fix.text.contains("cuDNN 8"));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("train.log");
    std::fs::write(&path, log).unwrap();
    let out = explain(&["--json", "--file", path.to_str().unwrap()], None);
    assert_eq!(out.code, 0);
    assert_eq!(out.explain_answer().matches[0].id, "tf-dlopen-failed");
    let human = explain(&["--file", path.to_str().unwrap()], None);
    let text = human.stdout;
    assert!(text.contains("tf-dlopen-failed") && text.contains("Fix:") && text.contains("$ "));
}

#[test]
fn entry_ids_and_list() {
    let out = explain(&["gpu-fallen-off-bus"], None);
    assert_eq!(out.code, 0);
    let text = out.stdout;
    assert!(text.starts_with("gpu-fallen-off-bus:") && text.contains("Sources:"));
    let out = explain(&["--json", "cuda-driver-too-old"], None);
    let a = out.explain_answer();
    assert_eq!((a.matches.len(), a.matches[0].confidence), (1, 1.0));
    let out = explain(&["--list"], None);
    assert_eq!(out.code, 0);
    let text = out.stdout;
    for id in ["no-gpu-found", "wsl-no-gpu", "tf-trt-warning"] {
        assert!(text.contains(id), "{id} not listed");
    }
}

#[test]
fn only_noise_is_called_harmless() {
    let noise = "I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.\nW tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT\n";
    let out = explain(&["--json", "-"], Some(noise.as_bytes()));
    assert_eq!(out.code, 0);
    let a = out.explain_answer();
    assert!(a.matches.iter().all(|m| m.benign && m.category == "benign"));
    let human = explain(&["-"], Some(noise.as_bytes()));
    assert!(human.stdout.contains("Only harmless messages"));
}

#[test]
fn a_message_that_says_it_is_harmless_is_answered_harmless_and_a_real_failure_beside_it_wins() {
    let notice = "W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to allocate 45.53MiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.";
    let out = explain(&["--json", notice], None);
    assert_eq!(out.code, 0);
    let a = out.explain_answer();
    assert_eq!(a.matches[0].category, "benign", "{:?}", a.matches[0]);
    assert!(
        explain(&[notice], None)
            .stdout
            .contains("Only harmless messages")
    );
    // The same notice above the failure that stopped the job: the failure comes first.
    let log = format!(
        "{notice}\n2021-09-24 16:22:57.1: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at conv_ops.cc:1106 : Resource exhausted: OOM when allocating tensor with shape[64,256,56,56] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n"
    );
    let a = explain(&["--json", "-"], Some(log.as_bytes())).explain_answer();
    assert_eq!(a.matches[0].category, "out-of-memory", "{:?}", a.matches[0]);
    assert!(a.matches.iter().any(|m| m.category == "benign"));
}

#[test]
fn an_unseen_wording_gets_a_category_level_answer_with_a_confidence() {
    // No catalog pattern knows this wording; the model still names the category, and the
    // answer carries that category's cause and fix.
    let out = explain(
        &[
            "--json",
            "ggml_cuda_init: failed to initialize CUDA: forward compatibility was attempted on non supported HW",
        ],
        None,
    );
    assert_eq!(out.code, 0);
    let a = out.explain_answer();
    let m = &a.matches[0];
    assert!((0.0..=1.0).contains(&m.confidence));
    assert!(!m.cause.is_empty() && !m.fix.text.is_empty(), "{m:?}");
}

/// Deterministic pseudo-random bytes (xorshift), so a failure reproduces.
fn random_bytes(len: usize, mut seed: u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 24) as u8
        })
        .collect()
}

#[test]
fn garbage_input_gives_valid_json() {
    let mut inputs: Vec<Vec<u8>> = vec![
        random_bytes(1 << 20, 0x9e37_79b9_7f4a_7c15),
        b"\xff\xfe\xfd invalid utf-8 \xc3\x28 CUDA out of memory. Tried to allocate 2.00 GiB \xe2\x82\n".to_vec(),
        vec![b'a'; 3 << 20], // one 3 MB line
        "(((((((((((((((((((((((((((((a*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)".repeat(10_000).into_bytes(),
        Vec::new(),
    ];
    inputs.push(vec![0u8; 1 << 20]);
    for (i, input) in inputs.iter().enumerate() {
        let out = explain(&["--json", "-"], Some(input));
        assert!(
            matches!(out.code, 0 | 1),
            "input {i}: exit code {}",
            out.code
        );
        let a = out.explain_answer();
        for m in &a.matches {
            assert!((0.0..=1.0).contains(&m.confidence));
        }
        if i == 1 {
            assert_eq!(a.matches[0].category, "out-of-memory");
        }
    }
}

/// A 20 MB log with the error near the end: valid JSON and the error found. The timing bound
/// is loose because tests run unoptimised; the release-build figure is in docs/explain.md.
#[test]
fn twenty_megabyte_log() {
    let line = "2024-05-01 12:00:00.000000: I tensorflow/core/common_runtime/executor.cc:1197] step 1234 loss=0.1234 accuracy=0.9876 lr=0.0001 (this is an ordinary training log line)\n";
    let mut log = line.repeat((20 << 20) / line.len()).into_bytes();
    log.extend_from_slice(b"torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 has a total capacity of 6.00 GiB\n");
    log.extend_from_slice(line.as_bytes());
    let start = Instant::now();
    let out = explain(&["--json", "-"], Some(&log));
    let took = start.elapsed();
    assert_eq!(out.code, 0);
    let a = out.explain_answer();
    assert_eq!(a.matches[0].id, "cuda-out-of-memory");
    assert!(a.matches[0].fix.text.contains("1.70 GiB"));
    assert!(took.as_secs() < 30, "20 MB took {took:?}");
    // Past explain's 16 MiB the middle is skipped, and it says so (on stderr: stdout stays JSON).
    assert!(
        out.stderr.contains("longer than explain reads") && out.stderr.contains("skipped"),
        "{}",
        out.stderr
    );
}

#[test]
fn probe_adds_a_machine_section() {
    let root = tempfile::tempdir().unwrap();
    let out = Scenario::explain()
        .root_dir(root.path())
        .lib_dir(root.path())
        .args([
            "--probe",
            "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
        ])
        .run();
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = out.stdout;
    assert!(text.contains("nvidia-module-not-loaded"), "{text}");
    assert!(text.contains("On this machine:"), "{text}");
}
