//! Multi-GPU readiness in `gpudoc check` (docs/topology.md): NVLink, PCIe common ancestors,
//! P2P, MIG and compute modes from the stub NVML, and CUDA's numbering and peer access from
//! the stub libcudart (fixtures/stubs/nvml.c and stress_cudart.c, configured by STUB_*
//! variables) for one, two and four GPUs, with the stand-in TensorFlow seeing as many.

use crate::support::{FakeRoot, Scenario, Status, stubs};

/// `gpudoc check` on `n` stub GPUs, the stand-in TensorFlow seeing all of them, and the
/// stub libcudart (as libcudart.so.12, which the stand-in's CUDA 12 build loads) seeing them
/// in NVML's order with peer access everywhere.
fn gpus(n: u32) -> Scenario {
    let n = n.to_string();
    Scenario::check()
        .root(&FakeRoot::healthy("580.159.04"))
        .nvml(&[])
        .lib_dir(stubs::stub_lib(
            "stress_cudart.c",
            "libcudart.so.12",
            &["TOPO"],
        ))
        .stand_in_packages("tf-gpu")
        .envs(&[
            ("STUB_NVML_GPUS", &n),
            ("STUB_CUDA_DEVICES", &n),
            ("FAKE_TF_GPUS", &n),
        ])
}

#[test]
fn one_gpu_has_no_peers_and_no_warnings() {
    let r = gpus(1).report();
    let c = r.check("driver.topology");
    assert_eq!(
        (c.status, c.summary.as_str()),
        (Status::Pass, "1 GPU: no peers")
    );
    for id in [
        "driver.nvlink",
        "driver.compute-mode",
        "driver.mig",
        "devices.ordering",
        "devices.p2p",
    ] {
        assert!(!r.has_check(id), "{id} on one GPU");
    }
    let t = r.facts.topology.as_ref().unwrap();
    assert_eq!(t.gpu_count, 1);
    assert_eq!(t.note.as_deref(), Some("1 GPU: no peers"));
    assert!(t.pairs.is_empty() && t.cuda.is_none());
    let g = &r.facts.gpus[0];
    assert_eq!(g.pci_bus_id.as_deref(), Some("00000000:06:00.0"));
    assert_eq!(
        (g.mig_mode.as_deref(), g.ecc_mode.as_deref()),
        (Some("disabled"), Some("enabled"))
    );
    assert_eq!(g.persistence_mode.as_deref(), Some("enabled"));
    assert_eq!(
        r.fingerprint["gpu.vbios"].as_deref(),
        Some("96.00.74.00.01")
    );
    assert_eq!(r.fingerprint["gpu.mig_mode"].as_deref(), Some("disabled"));
    assert_eq!(r.fingerprint["gpu.ecc_mode"].as_deref(), Some("enabled"));
    assert_eq!(
        r.fingerprint["gpu.persistence_mode"].as_deref(),
        Some("enabled")
    );
}

#[test]
fn two_gpus_over_nvlink_with_peer_access_pass() {
    let r = gpus(2).env("STUB_NVML_NVLINKS", "4").report();
    let t = r.check("driver.topology");
    assert_eq!(t.status, Status::Pass, "{t:#?}");
    assert_eq!(t.summary, "2 GPUs, 1 pair(s): all over NVLink");
    assert!(t.evidence_text().contains("NV4 (NVLink 4)"), "{t:#?}");
    assert_eq!(r.check("driver.nvlink").status, Status::Pass);
    let o = r.check("devices.ordering");
    assert_eq!(o.status, Status::Pass, "{o:#?}");
    assert!(o.evidence_text().contains("from the CUDA runtime"));
    let p = r.check("devices.p2p");
    assert_eq!(p.status, Status::Pass, "{p:#?}");
    let topo = r.facts.topology.as_ref().unwrap();
    let pair = &topo.pairs[0];
    assert_eq!((pair.a, pair.b, pair.nvlink_links), (0, 1, 4));
    assert_eq!(pair.common_ancestor.as_deref(), Some("host_bridge"));
    assert_eq!(pair.p2p_read.as_deref(), Some("ok"));
    let cuda = topo.cuda.as_ref().unwrap();
    assert_eq!(cuda.devices.len(), 2);
    assert_eq!(cuda.devices[1].nvml_index, Some(1));
    assert_eq!(cuda.peers.len(), 2);
    assert!(cuda.peers.iter().all(|p| p.can_access == Some(true)));
    assert_eq!(r.facts.gpus[1].nvlinks.len(), 4);
}

#[test]
fn two_gpus_with_a_link_down_and_peer_access_denied_warn() {
    let r = gpus(2)
        .envs(&[
            ("STUB_NVML_NVLINKS", "4"),
            ("STUB_NVML_NVLINK_DOWN", "0:3"),
            ("STUB_NVML_P2P", "0-1:3"),
            ("STUB_CUDA_P2P_DENY", "0-1,1-0"),
        ])
        .report();
    let n = r.check("driver.nvlink");
    assert_eq!(n.status, Status::Warn);
    assert!(n.summary.contains("GPU 0 has 1 of 4 links down"), "{n:#?}");
    assert!(n.hint_text().contains("nvidia-smi nvlink --status"));
    let t = r.check("driver.topology");
    assert_eq!(t.status, Status::Warn);
    assert!(t.summary.contains("no peer-to-peer access"), "{t:#?}");
    let p = r.check("devices.p2p");
    assert_eq!(p.status, Status::Warn);
    assert!(p.summary.contains("denied for 2 of 2"), "{p:#?}");
    assert!(p.summary.contains("IOMMU or ACS"), "{p:#?}");
    let pair = &r.facts.topology.as_ref().unwrap().pairs[0];
    assert_eq!((pair.nvlink_links, pair.nvlink_links_down), (3, 1));
    assert_eq!(pair.p2p_read.as_deref(), Some("topology_not_supported"));
}

#[test]
fn four_gpus_numbered_differently_by_cuda_warn_with_the_fix() {
    let four = gpus(4).envs(&[
        ("STUB_NVML_NVLINKS", "18"),
        ("STUB_NVML_NVLINK_SWITCH", "1"),
        ("STUB_CUDA_ORDER", "1,0,2,3"),
    ]);
    let r = four.report();
    let t = r.check("driver.topology");
    assert_eq!(t.summary, "4 GPUs, 6 pair(s): all over NVLink");
    assert!(t.evidence_text().contains("NVSwitch"), "{t:#?}");
    let o = r.check("devices.ordering");
    assert_eq!(o.status, Status::Warn);
    assert!(
        o.summary
            .starts_with("cuda:0 is nvidia-smi GPU 1, not GPU 0"),
        "{o:#?}"
    );
    assert!(
        o.hint_text()
            .contains("export CUDA_DEVICE_ORDER=PCI_BUS_ID")
    );
    assert_eq!(r.check("devices.p2p").status, Status::Pass);
    let cuda = r.facts.topology.as_ref().unwrap().cuda.as_ref().unwrap();
    assert_eq!(cuda.peers.len(), 12);
    assert_eq!(cuda.devices[0].nvml_index, Some(1));
    // With the fix CUDA numbers them by bus id, as nvidia-smi does.
    let r = four
        .envs(&[("CUDA_DEVICE_ORDER", "PCI_BUS_ID"), ("STUB_CUDA_ORDER", "")])
        .report();
    assert_eq!(r.check("devices.ordering").status, Status::Pass);
    let cuda = r.facts.topology.as_ref().unwrap().cuda.as_ref().unwrap();
    assert_eq!(cuda.device_order.as_deref(), Some("PCI_BUS_ID"));
}

#[test]
fn four_gpus_chosen_by_uuid_in_cuda_visible_devices_resolve_without_warnings() {
    let uuid = |i: u32| format!("GPU-00000000-0000-0000-0000-00000000000{i}");
    let cvd = format!("{},{}", uuid(3), uuid(1));
    let r = gpus(4)
        .envs(&[
            ("CUDA_VISIBLE_DEVICES", &cvd),
            ("STUB_CUDA_DEVICES", "2"),
            ("STUB_CUDA_ORDER", "3,1"),
            ("FAKE_TF_GPUS", "2"),
        ])
        .report();
    let v = r.check("devices.cuda-visible-devices");
    assert_eq!(v.status, Status::Pass);
    assert!(v.summary.contains("GPU 3, GPU 1"), "{v:#?}");
    let o = r.check("devices.ordering");
    assert_eq!(o.status, Status::Pass, "{o:#?}");
    assert!(o.evidence_text().contains("cuda:0 = nvidia-smi GPU 3"));
    assert_eq!(r.check("devices.p2p").status, Status::Pass);
}

#[test]
fn mig_and_exclusive_process_gpus_say_what_frameworks_will_do() {
    let mig = "MIG-00000000-0000-0000-0001-000000000000";
    let r = gpus(2)
        .envs(&[
            ("STUB_NVML_MIG", "1"),
            ("STUB_NVML_MODES", "3,0"),
            ("CUDA_VISIBLE_DEVICES", mig),
            ("STUB_CUDA_DEVICES", "1"),
            ("STUB_CUDA_ORDER", "1"),
            ("FAKE_TF_GPUS", "1"),
        ])
        .report();
    let m = r.check("driver.mig");
    assert_eq!(m.status, Status::Warn);
    assert!(
        m.summary
            .contains("GPU 1 has MIG enabled (2 MIG device(s))"),
        "{m:#?}"
    );
    assert!(
        m.hint_text()
            .contains(&format!("CUDA_VISIBLE_DEVICES={mig}"))
    );
    let c = r.check("driver.compute-mode");
    assert_eq!(c.status, Status::Warn);
    assert!(
        c.summary
            .contains("GPU 0 is in exclusive-process compute mode")
    );
    // A MIG device id is a valid CUDA_VISIBLE_DEVICES entry: it selects its parent GPU.
    let v = r.check("devices.cuda-visible-devices");
    assert_eq!(v.status, Status::Pass, "{v:#?}");
    assert!(v.summary.contains("GPU 1"), "{v:#?}");
    assert_eq!(r.check("devices.ordering").status, Status::Pass);
    assert!(
        !r.has_check("devices.p2p"),
        "one visible device has no peers"
    );
    assert_eq!(r.facts.gpus[1].mig_devices[0].uuid, mig);
    assert_eq!(
        r.fingerprint["gpu.mig_mode"].as_deref(),
        Some("disabled + enabled")
    );
}

#[test]
fn without_a_cuda_runtime_the_order_is_predicted_and_p2p_is_skipped() {
    let r = Scenario::check()
        .root(&FakeRoot::healthy("580.159.04"))
        .nvml(&[])
        .stand_in_packages("tf-gpu")
        .envs(&[("STUB_NVML_GPUS", "2"), ("FAKE_TF_GPUS", "2")])
        .report();
    let o = r.check("devices.ordering");
    assert_eq!(o.status, Status::Pass, "{o:#?}");
    assert!(o.summary.ends_with("(predicted)"), "{o:#?}");
    let p = r.check("devices.p2p");
    assert_eq!(p.status, Status::Skip);
    assert!(p.summary.contains("no libcudart"), "{p:#?}");
    assert!(r.facts.topology.as_ref().unwrap().cuda.is_none());
}

#[test]
fn list_checks_names_the_topology_checks() {
    let out = Scenario::gpudoc(["list-checks"]).run();
    for id in [
        "driver.topology",
        "driver.nvlink",
        "driver.compute-mode",
        "driver.mig",
        "devices.ordering",
        "devices.p2p",
    ] {
        assert!(out.stdout.contains(id), "{id} missing from list-checks");
    }
}
