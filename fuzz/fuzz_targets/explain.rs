//! Fuzz target: arbitrary bytes through the explain matcher and both renderers. The matcher
//! must never panic, and `--json` must always be valid JSON with confidences in 0..=1.
#![no_main]

use gpudoc::explain::{diagnose_bytes, render};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let matches = diagnose_bytes(data);
    let json = render::to_json(&render::json_answer(&matches, &[]));
    let value: serde_json::Value = serde_json::from_str(&json).expect("explain JSON is valid");
    for m in value["matches"].as_array().expect("matches is an array") {
        let c = m["confidence"].as_f64().expect("confidence is a number");
        assert!((0.0..=1.0).contains(&c), "confidence {c}");
    }
    let _ = render::human(&matches, &[]);
});
