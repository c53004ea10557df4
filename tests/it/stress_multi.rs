//! Scenario tests for `gpudoc stress` on several GPUs, driven by the CPU-backed stub
//! libcudart/libcublas and a stub libnccl (fixtures/stubs/nccl.c): two and four GPUs running
//! at once, a GPU slower than its siblings, P2P denied, an NCCL all-reduce that hangs or
//! returns a wrong sum, no libnccl at all, and one GPU where every several-GPU check is a
//! skip. Speeds are never asserted beyond "measured" (the stubs compute on the CPU).

use std::time::{Duration, Instant};

use crate::support::{FakeRoot, Reason, Scenario, Status, stubs};

/// `gpudoc stress` over `n` stub GPUs, FP32 only (the shortest run), with the stub NCCL.
fn gpus(n: u32) -> Scenario {
    Scenario::stress()
        .lib_dir(stubs::nccl())
        .env("STUB_CUDA_DEVICES", n.to_string())
        .args(["--dtype", "fp32"])
}

#[test]
fn two_gpus_report_both_the_copies_between_them_and_the_all_reduce() {
    let doc = gpus(2).stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    let s = doc.stress();
    assert_eq!(s.gpus.iter().map(|g| g.index).collect::<Vec<_>>(), [0, 1]);
    assert!(s.gpus.iter().all(|g| g.dtypes[0].mismatches == 0));
    let pairs: Vec<(u32, u32)> = s.peers.iter().map(|p| (p.src, p.dst)).collect();
    assert_eq!(pairs, [(0, 1), (1, 0)]);
    for p in &s.peers {
        assert!(p.p2p, "{p:#?}");
        assert!(p.gbps.unwrap() > 0.0 && p.latency_us.is_some(), "{p:#?}");
        assert_eq!((p.wrong_bytes, p.error.is_none()), (0, true), "{p:#?}");
        assert!(p.bytes >= 64 << 10, "{p:#?}");
    }
    let nccl = s.nccl.as_ref().unwrap();
    assert_eq!(nccl.version.as_deref(), Some("2.27.3"));
    assert_eq!((nccl.gpus.clone(), nccl.wrong), (vec![0, 1], 0));
    assert!(
        nccl.busbw_gbps.is_some() && nccl.iterations >= 1,
        "{nccl:#?}"
    );
    assert!(nccl.library.as_deref().unwrap().ends_with("libnccl.so.2"));
    let p2p = doc.check("stress.p2p");
    assert_eq!(p2p.status, Status::Pass, "{p2p:#?}");
    assert!(
        p2p.summary.starts_with("2 GPU pairs copy peer-to-peer at"),
        "{p2p:#?}"
    );
    let c = doc.check("stress.nccl");
    assert_eq!(c.status, Status::Pass, "{c:#?}");
    assert!(
        c.summary
            .starts_with("NCCL 2.27.3 all-reduce over GPUs 0, 1: the exact sum on every GPU"),
        "{c:#?}"
    );
    // The several-GPU checks sit between the per-GPU ones and the NVML health check.
    let ids: Vec<&str> = doc.checks.iter().map(|c| c.id.as_str()).collect();
    let at = |id: &str| ids.iter().position(|i| *i == id).unwrap();
    assert!(
        at("stress.throughput") < at("stress.spread") && at("stress.nccl") < at("stress.health")
    );
}

#[test]
fn the_human_report_has_a_copy_table() {
    let out = gpus(2).run();
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(out.stdout.contains("COPY       LINK"), "{}", out.stdout);
    assert!(
        out.stdout.contains("0 -> 1     -                on"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("[PASS] stress.nccl: NCCL 2.27.3"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_slow_gpu_among_four_is_named_with_its_deficit() {
    let doc = gpus(4).env("STUB_CUDA_SLOW_GPU", "2").stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    let c = doc.check("stress.spread");
    assert_eq!(c.status, Status::Warn, "{c:#?}");
    assert!(
        c.summary
            .starts_with("GPU 2 (NVIDIA H200, 00000000:08:00.0) is "),
        "{c:#?}"
    );
    assert!(c.summary.contains("% below its siblings in FP32"), "{c:#?}");
    assert_eq!(doc.stress().peers.len(), 12);
    assert_eq!(doc.stress().nccl.as_ref().unwrap().gpus, [0, 1, 2, 3]);
    assert_eq!(doc.check("stress.nccl").status, Status::Pass);
}

#[test]
fn denied_p2p_is_timed_through_the_host_and_warned() {
    let doc = gpus(2).env("STUB_CUDA_P2P", "0").stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    for p in &doc.stress().peers {
        assert!(!p.p2p && p.gbps.is_some(), "{p:#?}");
    }
    let c = doc.check("stress.p2p");
    assert_eq!(c.status, Status::Warn, "{c:#?}");
    assert!(
        c.summary.starts_with(
            "P2P is off between GPU 0 and GPU 1 (an unidentified link): copies go through host memory"
        ),
        "{c:#?}"
    );
    assert!(
        c.evidence[0].contains("staged through host memory (P2P off)"),
        "{c:#?}"
    );
}

#[test]
fn a_corrupted_peer_copy_fails() {
    let doc = gpus(2).env("STUB_CUDA_PEER_CORRUPT", "1").stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.p2p");
    assert_eq!(c.status, Status::Fail, "{c:#?}");
    assert!(c.summary.contains("GPU 0 -> GPU 1: 1 of "), "{c:#?}");
}

#[test]
fn a_hung_all_reduce_is_a_timeout_finding_not_a_stuck_gpudoc() {
    let start = Instant::now();
    let doc = gpus(2).env("STUB_NCCL_HANG", "1").timeout(3).stress_doc();
    assert!(start.elapsed() < Duration::from_secs(40));
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.nccl");
    assert_eq!(
        (c.status, c.reason),
        (Status::Fail, Some(Reason::Timeout)),
        "{c:#?}"
    );
    assert!(
        c.summary.starts_with(
            "the NCCL all-reduce over GPUs 0, 1 hung: the child did not finish within 3 s"
        ),
        "{c:#?}"
    );
    assert_eq!(
        c.evidence[0].split(':').next(),
        Some("ncclAllReduce warm-up"),
        "{c:#?}"
    );
    // The GEMMs and copies before it still count.
    assert_eq!(doc.check("stress.p2p").status, Status::Pass);
}

#[test]
fn a_wrong_all_reduce_sum_fails_with_the_element() {
    let doc = gpus(2).env("STUB_NCCL_WRONG", "1").stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.nccl");
    assert_eq!(c.status, Status::Fail, "{c:#?}");
    assert_eq!(
        c.summary,
        "the NCCL 2.27.3 all-reduce over GPUs 0, 1 returned 1 wrong element(s)"
    );
    assert!(c.evidence[0].starts_with("GPU 1 element 3 = "), "{c:#?}");
}

#[test]
fn an_nccl_init_error_fails_by_name() {
    let doc = gpus(2).env("STUB_NCCL_INIT", "2").stress_doc();
    assert_eq!(doc.exit_code, 1);
    let c = doc.check("stress.nccl");
    assert_eq!(c.status, Status::Fail, "{c:#?}");
    assert_eq!(
        c.summary,
        "the NCCL 2.27.3 all-reduce over GPUs 0, 1 failed: ncclResult 2 in ncclCommInitAll"
    );
}

#[test]
fn without_libnccl_the_all_reduce_is_skipped_with_where_it_looked() {
    let doc = Scenario::stress()
        .root(&FakeRoot::empty())
        .env("STUB_CUDA_DEVICES", "2")
        .args(["--dtype", "fp32"])
        .stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    let c = doc.check("stress.nccl");
    assert_eq!(c.status, Status::Skip, "{c:#?}");
    assert!(
        c.summary.starts_with("skipped: no libnccl.so.2 found"),
        "{c:#?}"
    );
    assert!(
        c.evidence.iter().any(|e| e.starts_with("searched: ")),
        "{c:#?}"
    );
}

#[test]
fn one_gpu_degrades_to_skips_without_copies_or_nccl() {
    let doc = gpus(1).stress_doc();
    assert_eq!(doc.exit_code, 0, "{doc:#?}");
    assert!(doc.stress().peers.is_empty());
    assert_eq!(
        doc.stress().nccl.as_ref().unwrap().skipped.as_deref(),
        Some("one GPU, nothing to all-reduce across")
    );
    for id in ["stress.spread", "stress.p2p", "stress.nccl"] {
        assert_eq!(doc.check(id).status, Status::Skip, "{id}");
    }
    assert_eq!(
        doc.check("stress.p2p").summary,
        "skipped: one GPU, no peer to copy to"
    );
}
