//! Scenario tests for the stress layer's child and `gpudoc stress`, driven by stub
//! libcudart/libcublas (fixtures/stubs/stress_cudart.c, cublas.c) that compute on the CPU: a
//! healthy GPU, one that returns a wrong element, one whose GEMM hangs or crashes, one that
//! runs out of memory at the planned size, cuBLAS and "no GPU" errors, an older GPU without
//! TF32/BF16, and GPU selection. Speed is never asserted here (that is the benchmark's job).

mod common;

use std::time::{Duration, Instant};

use common::{FakeRoot, gpudoc, run, stub_lib};
use serde_json::Value;

/// `gpudoc stress --seconds 1` pointed at the stub libraries, then `args`.
fn stress_cmd(args: &[&str]) -> std::process::Command {
    let mut cmd = gpudoc();
    cmd.args(["stress", "--seconds", "1"])
        .arg("--lib-dir")
        .arg(stub_lib("stress_cudart.c", "libcudart.so.13", &[]))
        .arg("--lib-dir")
        .arg(stub_lib("cublas.c", "libcublas.so.13", &[]))
        .args(args);
    cmd
}

/// `gpudoc stress --json` with the stub libraries, extra environment and arguments.
fn stress(env: &[(&str, &str)], args: &[&str]) -> (i32, Value, String) {
    let mut cmd = stress_cmd(args);
    cmd.arg("--json");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (code, stdout, stderr) = run(&mut cmd);
    let doc: Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{stdout}\nstderr:\n{stderr}"));
    (code, doc, stderr)
}

fn check<'a>(doc: &'a Value, id: &str) -> &'a Value {
    doc["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no check {id} in {doc:#}"))
}

fn dtypes(gpu: &Value) -> Vec<&str> {
    gpu["dtypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["dtype"].as_str().unwrap())
        .collect()
}

#[test]
fn a_healthy_gpu_passes_every_data_type_with_zero_mismatches() {
    let (code, doc, _) = stress(&[], &[]);
    assert_eq!(code, 0, "{doc:#}");
    let gpu = &doc["stress"]["gpus"][0];
    assert_eq!(gpu["name"], "NVIDIA H200");
    assert_eq!(dtypes(gpu), ["fp32", "tf32", "fp16", "bf16"]);
    for d in gpu["dtypes"].as_array().unwrap() {
        assert_eq!(d["mismatches"], 0, "{d:#}");
        assert!(d["verified"].as_u64().unwrap() >= 1, "{d:#}");
        assert!(d["gemms"].as_u64().unwrap() >= 3, "{d:#}");
        assert!(d["tflops"].as_f64().unwrap() > 0.0, "{d:#}");
    }
    // 4 MiB free, a quarter of it at 12 bytes per element: the smallest size, 256.
    assert_eq!(gpu["n"], 256);
    assert!(gpu["h2d_gbps"].as_f64().unwrap() > 0.0);
    for id in ["stress.libraries", "stress.run", "stress.correctness"] {
        assert_eq!(check(&doc, id)["status"], "pass", "{id}: {doc:#}");
    }
    // The CPU stub calls itself an H200, so the matrix's datasheet peak applies and its
    // CPU-speed TFLOP/s are (rightly) far below it.
    let t = check(&doc, "stress.throughput");
    assert_eq!(t["status"], "warn", "{t:#}");
    assert!(
        t["summary"]
            .as_str()
            .unwrap()
            .contains("of the 67 datasheet peak"),
        "{t:#}"
    );
    assert!(
        check(&doc, "stress.correctness")["summary"]
            .as_str()
            .unwrap()
            .starts_with("0 wrong elements in 4 checked GEMM results")
    );
}

#[test]
fn a_corrupted_result_fails_naming_the_gpu_and_data_type() {
    let (code, doc, _) = stress(&[("STUB_CUBLAS_CORRUPT", "bf16")], &[]);
    assert_eq!(code, 1);
    let c = check(&doc, "stress.correctness");
    assert_eq!(c["status"], "fail");
    assert_eq!(
        c["summary"],
        "GPU 0 (NVIDIA H200, 00000000:06:00.0) computed 1 wrong element(s) in the BF16 GEMM"
    );
    let evidence = c["evidence"][0].as_str().unwrap();
    assert!(evidence.starts_with("GPU 0 BF16: C[5, 7] = "), "{evidence}");
    let gpu = &doc["stress"]["gpus"][0];
    for d in gpu["dtypes"].as_array().unwrap() {
        let want = if d["dtype"] == "bf16" { 1 } else { 0 };
        assert_eq!(d["mismatches"], want, "{d:#}");
    }
}

#[test]
fn a_hung_gemm_times_out_and_says_where() {
    let start = Instant::now();
    let (code, doc, _) = stress(&[("STUB_CUBLAS_HANG", "1")], &["--timeout", "2"]);
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(code, 1);
    let c = check(&doc, "stress.run");
    assert_eq!(
        (c["status"].as_str(), c["reason"].as_str()),
        (Some("fail"), Some("timeout"))
    );
    assert!(
        c["summary"]
            .as_str()
            .unwrap()
            .starts_with("the stress run hung"),
        "{c:#}"
    );
    assert_eq!(c["evidence"][0], "last step: GPU 0: FP32 warm-up");
    assert!(doc["stress"].is_null());
}

#[test]
fn a_crash_inside_cublas_is_a_failed_check_not_a_dead_gpudoc() {
    let (code, doc, _) = stress(&[("STUB_CUBLAS_CRASH", "1")], &[]);
    assert_eq!(code, 1);
    let c = check(&doc, "stress.run");
    assert_eq!(c["reason"], "crash");
    assert!(c["summary"].as_str().unwrap().contains("SIGSEGV"), "{c:#}");
}

#[test]
fn out_of_memory_retries_smaller_and_warns() {
    let (code, doc, _) = stress(
        &[
            ("STUB_CUDA_FREE_MIB", "64"),
            ("STUB_CUDA_MALLOC_LIMIT_KIB", "512"),
        ],
        &["--size", "512", "--dtype", "fp16"],
    );
    assert_eq!(code, 0, "{doc:#}");
    let c = check(&doc, "stress.run");
    assert_eq!(c["status"], "warn");
    assert_eq!(
        c["summary"],
        "GPU 0: out of memory allocating 3 x 1 MiB for n=512; retried with n=256"
    );
    assert_eq!(doc["stress"]["gpus"][0]["n"], 256);
    assert_eq!(check(&doc, "stress.correctness")["status"], "pass");
}

#[test]
fn a_cublas_error_is_reported_by_name() {
    let (code, doc, _) = stress(&[("STUB_CUBLAS_STATUS", "13")], &["--dtype", "bf16"]);
    assert_eq!(code, 1);
    assert_eq!(
        check(&doc, "stress.run")["summary"],
        "GPU 0 (NVIDIA H200, 00000000:06:00.0): CUBLAS_STATUS_EXECUTION_FAILED in cublasGemmEx bf16"
    );
}

#[test]
fn no_gpu_is_a_skip_with_the_cuda_reason_and_nothing_stressed_exits_1() {
    let (code, doc, _) = stress(&[("STUB_CUDA_DEVICES", "0")], &[]);
    assert_eq!(code, 1);
    let c = check(&doc, "stress.run");
    assert_eq!(c["status"], "skip");
    assert_eq!(c["summary"], "skipped: the CUDA runtime sees no GPU");
    assert!(
        c["evidence"][0]
            .as_str()
            .unwrap()
            .contains("cudaErrorNoDevice")
    );
}

#[test]
fn no_libraries_fail_with_the_libraries_layers_reason() {
    let root = FakeRoot::empty();
    let mut cmd = gpudoc();
    cmd.args(["stress", "--json", "--seconds", "1", "--root"])
        .arg(root.path());
    let (code, stdout, _) = run(&mut cmd);
    assert_eq!(code, 1);
    let doc: Value = serde_json::from_str(&stdout).unwrap();
    let c = check(&doc, "stress.libraries");
    assert_eq!(c["status"], "fail");
    assert_eq!(c["summary"], "no libcudart and libcublas to stress with");
    // The reason is the libraries layer's own finding, as `gpudoc check` would print it.
    assert!(
        c["evidence"].as_array().unwrap().iter().any(|e| {
            let e = e.as_str().unwrap();
            e.starts_with("libraries.cudart: libcudart.so.") && e.contains("not found")
        }),
        "{c:#}"
    );
}

#[test]
fn an_older_gpu_skips_tf32_and_bf16_with_the_reason() {
    let (code, doc, _) = stress(&[("STUB_CUDA_CC", "7.5")], &[]);
    assert_eq!(code, 0);
    let gpu = &doc["stress"]["gpus"][0];
    assert_eq!(dtypes(gpu), ["fp32", "fp16"]);
    assert_eq!(
        gpu["skipped_dtypes"][0]["why"],
        "TF32 needs compute capability 8.0 or newer; this GPU is 7.5"
    );
}

#[test]
fn gpus_and_dtypes_can_be_chosen_and_a_missing_gpu_is_an_error() {
    let env = [("STUB_CUDA_DEVICES", "2"), ("STUB_CUBLAS_CORRUPT", "all")];
    let (code, doc, _) = stress(&env, &["--gpus", "1", "--dtype", "fp32"]);
    assert_eq!(code, 1);
    let gpus = doc["stress"]["gpus"].as_array().unwrap();
    assert_eq!(gpus.len(), 1);
    assert_eq!(gpus[0]["index"], 1);
    assert!(
        check(&doc, "stress.correctness")["summary"]
            .as_str()
            .unwrap()
            .starts_with("GPU 1 (NVIDIA H200, 00000000:07:00.0) computed 1 wrong")
    );
    let (code, doc, _) = stress(&[], &["--gpus", "3"]);
    assert_eq!(code, 1);
    assert_eq!(
        check(&doc, "stress.run")["summary"],
        "CUDA failed before any GEMM: GPU 3 does not exist: CUDA sees 1 GPU(s)"
    );
}

#[test]
fn the_human_table_has_a_row_per_data_type() {
    let (code, stdout, _) = run(&mut stress_cmd(&["--dtype", "fp32,bf16"]));
    assert_eq!(code, 0, "{stdout}");
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("0 ")).collect();
    assert_eq!(rows.len(), 2, "{stdout}");
    assert!(
        rows[0].contains("FP32") && rows[1].contains("BF16"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[pass] stress.correctness: 0 wrong elements"),
        "{stdout}"
    );
}
