//! Scenario tests for the stress layer's child and `gpudoc stress`, driven by stub
//! libcudart/libcublas (fixtures/stubs/stress_cudart.c, cublas.c) that compute on the CPU: a
//! healthy GPU, one that returns a wrong element, one whose GEMM hangs or crashes, one that
//! runs out of memory at the planned size, cuBLAS and "no GPU" errors, an older GPU without
//! TF32/BF16, and GPU selection. Speed is never asserted here (that is the benchmark's job).

use std::time::{Duration, Instant};

use crate::support::{FakeRoot, Reason, Scenario, Status};

#[test]
fn a_healthy_gpu_passes_every_data_type_with_zero_mismatches() {
    let doc = Scenario::stress().stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    let gpu = &doc.stress().gpus[0];
    assert_eq!(gpu.name, "NVIDIA H200");
    assert_eq!(gpu.dtype_names(), ["fp32", "tf32", "fp16", "bf16"]);
    for d in &gpu.dtypes {
        assert_eq!(d.mismatches, 0, "{d:#?}");
        assert!(d.verified >= 1, "{d:#?}");
        assert!(d.gemms >= 3, "{d:#?}");
        assert!(d.tflops > 0.0, "{d:#?}");
    }
    // 4 MiB free, a quarter of it at 12 bytes per element: the smallest size, 256.
    assert_eq!(gpu.n, Some(256));
    assert!(gpu.h2d_gbps.unwrap() > 0.0);
    for id in ["stress.libraries", "stress.run", "stress.correctness"] {
        assert_eq!(doc.check(id).status, Status::Pass, "{id}: {doc:#?}");
    }
    // The CPU stub calls itself an H200, so the matrix's datasheet peak applies and its
    // CPU-speed TFLOP/s are (rightly) far below it.
    let t = doc.check("stress.throughput");
    assert_eq!(t.status, Status::Warn, "{t:#?}");
    assert!(t.summary.contains("of the 67 datasheet peak"), "{t:#?}");
    assert!(
        doc.check("stress.correctness")
            .summary
            .starts_with("0 wrong elements in 4 checked GEMM results")
    );
}

#[test]
fn a_corrupted_result_fails_naming_the_gpu_and_data_type() {
    let doc = Scenario::stress()
        .env("STUB_CUBLAS_CORRUPT", "bf16")
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.correctness");
    assert_eq!(c.status, Status::Fail);
    assert_eq!(
        c.summary,
        "GPU 0 (NVIDIA H200, 00000000:06:00.0) computed 1 wrong element(s) in the BF16 GEMM"
    );
    let evidence = &c.evidence[0];
    assert!(evidence.starts_with("GPU 0 BF16: C[5, 7] = "), "{evidence}");
    for d in &doc.stress().gpus[0].dtypes {
        let want = if d.dtype == "bf16" { 1 } else { 0 };
        assert_eq!(d.mismatches, want, "{d:#?}");
    }
}

#[test]
fn a_hung_gemm_times_out_and_says_where() {
    let start = Instant::now();
    let doc = Scenario::stress()
        .env("STUB_CUBLAS_HANG", "1")
        .timeout(2)
        .stress_doc();
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.run");
    assert_eq!((c.status, c.reason), (Status::Fail, Some(Reason::Timeout)));
    assert!(c.summary.starts_with("the stress run hung"), "{c:#?}");
    assert_eq!(c.evidence[0], "last step: GPU 0: FP32 warm-up");
    assert!(doc.stress.is_none());
}

#[test]
fn a_crash_inside_cublas_is_a_failed_check_not_a_dead_gpudoc() {
    let doc = Scenario::stress()
        .env("STUB_CUBLAS_CRASH", "1")
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.run");
    assert_eq!(c.reason, Some(Reason::Crash));
    assert!(c.summary.contains("SIGSEGV"), "{c:#?}");
}

#[test]
fn out_of_memory_retries_smaller_and_warns() {
    let doc = Scenario::stress()
        .envs(&[
            ("STUB_CUDA_FREE_MIB", "64"),
            ("STUB_CUDA_MALLOC_LIMIT_KIB", "512"),
        ])
        .args(["--size", "512", "--dtype", "fp16"])
        .stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    let c = doc.check("stress.run");
    assert_eq!(c.status, Status::Warn);
    assert_eq!(
        c.summary,
        "GPU 0: out of memory allocating 3 x 1 MiB for n=512; retried with n=256"
    );
    assert_eq!(doc.stress().gpus[0].n, Some(256));
    assert_eq!(doc.check("stress.correctness").status, Status::Pass);
}

#[test]
fn a_cublas_error_is_reported_by_name() {
    let doc = Scenario::stress()
        .env("STUB_CUBLAS_STATUS", "13")
        .args(["--dtype", "bf16"])
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    assert_eq!(
        doc.check("stress.run").summary,
        "GPU 0 (NVIDIA H200, 00000000:06:00.0): CUBLAS_STATUS_EXECUTION_FAILED in cublasGemmEx bf16"
    );
}

#[test]
fn no_gpu_is_a_skip_with_the_cuda_reason_and_nothing_stressed_exits_1() {
    // The driver is fine (NVML answers) but the CUDA runtime sees no device.
    let doc = Scenario::stress()
        .nvml(&[])
        .env("STUB_CUDA_DEVICES", "0")
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.run");
    assert_eq!(c.status, Status::Skip);
    assert_eq!(c.summary, "skipped: the CUDA runtime sees no GPU");
    assert!(c.evidence[0].contains("cudaErrorNoDevice"));
}

#[test]
fn no_driver_fails_with_the_driver_layers_reason_and_fix() {
    // No driver at all: that is what to fix (the driver layer's finding and fix), not the
    // libraries or the runtime's CUDA error.
    let doc = Scenario::gpudoc(["stress", "--seconds", "1"])
        .root(&FakeRoot::empty())
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.run");
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.summary
            .starts_with("nothing to stress: libnvidia-ml.so.1 not found"),
        "{c:#?}"
    );
    assert!(c.evidence[0].starts_with("driver.library: "), "{c:#?}");
    assert!(c.hint.is_some(), "{c:#?}");
}

#[test]
fn no_libraries_fail_with_the_libraries_layers_reason() {
    let root = FakeRoot::healthy("580.159.04");
    let doc = Scenario::gpudoc(["stress", "--seconds", "1"])
        .root(&root)
        .nvml(&[])
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.libraries");
    assert_eq!(c.status, Status::Fail);
    assert_eq!(c.summary, "no libcudart and libcublas to stress with");
    // The reason is the libraries layer's own finding, as `gpudoc check` would print it.
    assert!(
        c.evidence
            .iter()
            .any(|e| e.starts_with("libraries.cudart: libcudart.so.") && e.contains("not found")),
        "{c:#?}"
    );
}

#[test]
fn an_older_gpu_skips_tf32_and_bf16_with_the_reason() {
    let doc = Scenario::stress().env("STUB_CUDA_CC", "7.5").stress_doc();
    assert_eq!(doc.exit_code, 0);
    let gpu = &doc.stress().gpus[0];
    assert_eq!(gpu.dtype_names(), ["fp32", "fp16"]);
    assert_eq!(
        gpu.skipped_dtypes[0].why,
        "TF32 needs compute capability 8.0 or newer; this GPU is 7.5"
    );
}

#[test]
fn gpus_and_dtypes_can_be_chosen_and_a_missing_gpu_is_an_error() {
    let doc = Scenario::stress()
        .envs(&[("STUB_CUDA_DEVICES", "2"), ("STUB_CUBLAS_CORRUPT", "all")])
        .args(["--gpus", "1", "--dtype", "fp32"])
        .stress_doc();
    assert_eq!(doc.exit_code, 1);
    let gpus = &doc.stress().gpus;
    assert_eq!(gpus.len(), 1);
    assert_eq!(gpus[0].index, 1);
    assert!(
        doc.check("stress.correctness")
            .summary
            .starts_with("GPU 1 (NVIDIA H200, 00000000:07:00.0) computed 1 wrong")
    );
    let doc = Scenario::stress().args(["--gpus", "3"]).stress_doc();
    assert_eq!(doc.exit_code, 1);
    assert_eq!(
        doc.check("stress.run").summary,
        "CUDA failed before any GEMM: GPU 3 does not exist: CUDA sees 1 GPU(s)"
    );
}

#[test]
fn the_human_table_has_a_row_per_data_type() {
    let out = Scenario::stress().args(["--dtype", "fp32,bf16"]).run();
    let stdout = &out.stdout;
    assert_eq!(out.code, 0, "{stdout}");
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("0 ")).collect();
    assert_eq!(rows.len(), 2, "{stdout}");
    assert!(
        rows[0].contains("FP32") && rows[1].contains("BF16"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[PASS] stress.correctness: 0 wrong elements"),
        "{stdout}"
    );
}
