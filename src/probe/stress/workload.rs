//! The pure half of the stress layer: data types and what each needs, matrix sizing from free
//! memory, the small-integer test matrices in every element format, and the exact check of a
//! GEMM result against the integers it must equal. Nothing here touches a GPU, so all of it is
//! unit-tested on any machine.
//!
//! Why small integers: entries in [-8, 8] are exact in FP32, TF32 (10-bit mantissa), FP16 and
//! BF16 (8-bit mantissa), and with n <= 16384 every partial sum of products stays below
//! 64 * 16384 = 2^20 < 2^24, so FP32 accumulation is exact in any summation order (split-K
//! included). A correct GPU therefore returns exactly the integer product; any other value is
//! a wrong answer, not rounding.

use crate::facts::{StressMismatch, StressTelemetry};

/// Largest matrix side gpudoc uses: keeps every partial sum below 2^24 (see the module docs).
pub const MAX_N: u32 = 16384;
/// Sides are multiples of this (tensor-core tiles divide it; sizing steps by it).
pub const N_STEP: u32 = 256;
/// Test matrix entries lie in [-ENTRY_MAX, ENTRY_MAX].
pub const ENTRY_MAX: i8 = 8;
/// Device bytes per n^2: A and B in the widest input (4 bytes) plus C in FP32.
pub const BYTES_PER_N2: u64 = 12;

/// The GEMM data types gpudoc measures (all accumulate in FP32): the matrix's type, so a
/// measurement and its datasheet peak are looked up by the same value.
pub use crate::matrix::Dtype;

impl Dtype {
    pub const ALL: [Dtype; 4] = [Dtype::Fp32, Dtype::Tf32, Dtype::Fp16, Dtype::Bf16];

    /// The lowercase name used on the command line and in JSON (and by the matrix's peaks).
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Fp32 => "fp32",
            Dtype::Tf32 => "tf32",
            Dtype::Fp16 => "fp16",
            Dtype::Bf16 => "bf16",
        }
    }

    /// Upper-case label for humans ("612 TFLOP/s BF16").
    pub fn label(self) -> &'static str {
        match self {
            Dtype::Fp32 => "FP32",
            Dtype::Tf32 => "TF32",
            Dtype::Fp16 => "FP16",
            Dtype::Bf16 => "BF16",
        }
    }

    pub fn parse(text: &str) -> Option<Dtype> {
        Dtype::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text))
    }

    /// Bytes of one input element on the device.
    pub fn elem_bytes(self) -> usize {
        match self {
            Dtype::Fp32 | Dtype::Tf32 => 4,
            Dtype::Fp16 | Dtype::Bf16 => 2,
        }
    }

    /// cudaDataType of A and B (library_types.h: CUDA_R_32F 0, CUDA_R_16F 2, CUDA_R_16BF 14).
    pub fn cuda_type(self) -> i32 {
        match self {
            Dtype::Fp32 | Dtype::Tf32 => 0,
            Dtype::Fp16 => 2,
            Dtype::Bf16 => 14,
        }
    }

    /// cublasComputeType_t: CUBLAS_COMPUTE_32F (68) everywhere except TF32, which is
    /// CUBLAS_COMPUTE_32F_FAST_TF32 (77): FP32 data rounded to TF32 on the tensor cores.
    pub fn compute_type(self) -> i32 {
        match self {
            Dtype::Tf32 => 77,
            _ => 68,
        }
    }

    /// Whether a GPU of this compute capability runs this GEMM, and why not. TF32 and BF16
    /// tensor cores arrived with Ampere (8.0); FP16 GEMM needs native half arithmetic (5.3).
    pub fn supported_on(self, cc: (u32, u32)) -> Result<(), String> {
        let need = match self {
            Dtype::Fp32 => (0, 0),
            Dtype::Fp16 => (5, 3),
            Dtype::Tf32 | Dtype::Bf16 => (8, 0),
        };
        if cc >= need {
            Ok(())
        } else {
            Err(format!(
                "{} needs compute capability {}.{} or newer; this GPU is {}.{}",
                self.label(),
                need.0,
                need.1,
                cc.0,
                cc.1
            ))
        }
    }
}

/// The largest side n (a multiple of [`N_STEP`], at most `max_n`) whose buffers fit in
/// `fraction` of the free memory; None when not even the smallest fits.
pub fn plan_n(free_bytes: u64, fraction: f64, max_n: u32) -> Option<u32> {
    let budget = (free_bytes as f64 * fraction.clamp(0.0, 1.0)) / BYTES_PER_N2 as f64;
    let fit = budget.sqrt() as u32;
    let n = fit.min(max_n.min(MAX_N)) / N_STEP * N_STEP;
    (n >= N_STEP).then_some(n)
}

/// The next smaller size after an out-of-memory error: half the side, on the step grid.
pub fn smaller_n(n: u32) -> Option<u32> {
    let half = n / 2 / N_STEP * N_STEP;
    (half >= N_STEP).then_some(half)
}

/// 2 n^3 floating-point operations per square GEMM, over the time, in TFLOP/s.
pub fn tflops(n: u32, gemms: u64, seconds: f64) -> f64 {
    let n = n as f64;
    2.0 * n * n * n * gemms as f64 / seconds / 1e12
}

/// A small deterministic generator (xorshift64*): test data must be reproducible from the
/// seed that the report records, and need not be cryptographic.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// An n x n matrix of integers in [-8, 8], column-major like cuBLAS.
pub fn int_matrix(n: u32, rng: &mut Rng) -> Vec<i8> {
    let span = 2 * ENTRY_MAX as u64 + 1;
    (0..n as usize * n as usize)
        .map(|_| ((rng.next_u64() >> 32) % span) as i8 - ENTRY_MAX)
        .collect()
}

/// IEEE half-precision bits of a small integer (|v| <= 2048: exact, no rounding needed).
pub fn f16_bits(v: i32) -> u16 {
    if v == 0 {
        return 0;
    }
    let sign = if v < 0 { 0x8000 } else { 0 };
    let m = v.unsigned_abs();
    let e = 31 - m.leading_zeros(); // floor(log2 m)
    let mantissa = ((m - (1 << e)) << (10 - e)) as u16;
    sign | (((e + 15) as u16) << 10) | mantissa
}

/// bfloat16 bits of a small integer: the top half of its FP32 bits (exact for |v| <= 256).
pub fn bf16_bits(v: i32) -> u16 {
    ((v as f32).to_bits() >> 16) as u16
}

/// The device bytes of a test matrix in one data type.
pub fn encode(m: &[i8], dtype: Dtype) -> Vec<u8> {
    let mut out = Vec::with_capacity(m.len() * dtype.elem_bytes());
    for &v in m {
        match dtype {
            Dtype::Fp32 | Dtype::Tf32 => out.extend((v as f32).to_ne_bytes()),
            Dtype::Fp16 => out.extend(f16_bits(v as i32).to_ne_bytes()),
            Dtype::Bf16 => out.extend(bf16_bits(v as i32).to_ne_bytes()),
        }
    }
    out
}

/// What checking one GEMM result found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Verification {
    /// Wrong elements: exact when `exact`, else a lower bound (one per suspect row or column).
    pub mismatches: u64,
    pub exact: bool,
    /// The first few wrong elements, with the value the GPU returned and the right one.
    pub examples: Vec<StressMismatch>,
}

/// Most candidate elements recounted one by one (each costs one n-long dot product).
const RECOUNT_LIMIT: usize = 1 << 16;
/// Wrong elements kept as examples.
const EXAMPLES: usize = 5;

/// An FP32 result as the integer it should be; None for NaN, infinities, fractions and
/// values far outside what any product of test matrices reaches.
fn as_int(c: f32) -> Option<i64> {
    (c.is_finite() && c.fract() == 0.0 && c.abs() < (1u64 << 40) as f32).then_some(c as i64)
}

/// Check `c == a * b` (all n x n, column-major) exactly, touching every element of C.
///
/// A full CPU product costs n^3; this costs a few n^2. Freivalds' check compares C r with
/// A (B r) for a random vector r of non-zero entries, row by row, and s^T C with (s^T A) B
/// column by column: a single wrong element always shows in its row and its column (its error
/// times a non-zero weight), and several wrong elements in one row cancel only with
/// probability about 2^-20. The wrong elements lie where a suspect row meets a suspect
/// column; those candidates are recomputed one by one to count them exactly. Arithmetic wraps
/// modulo 2^64, which keeps the comparison sound when a wrong value is huge.
pub fn verify(a: &[i8], b: &[i8], c: &[f32], n: u32, seed: u64) -> Verification {
    let n = n as usize;
    assert!(a.len() == n * n && b.len() == n * n && c.len() == n * n);
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut weights = || -> Vec<i64> {
        (0..n)
            .map(|_| (rng.next_u64() % (1 << 20)) as i64 + 1)
            .collect()
    };
    let r = weights();
    let s = weights();
    // Elements that are not integers at all are wrong whatever the sums say.
    let mut bad_rows = vec![false; n];
    let mut bad_cols = vec![false; n];
    // Rows: B r, then A (B r), against C r. Loops run down columns (contiguous memory).
    let mut br = vec![0i64; n];
    let mut cr = vec![0i64; n];
    for j in 0..n {
        let (bcol, ccol) = (&b[j * n..(j + 1) * n], &c[j * n..(j + 1) * n]);
        for k in 0..n {
            br[k] = br[k].wrapping_add(bcol[k] as i64 * r[j]);
        }
        for i in 0..n {
            match as_int(ccol[i]) {
                Some(v) => cr[i] = cr[i].wrapping_add(v.wrapping_mul(r[j])),
                None => {
                    bad_rows[i] = true;
                    bad_cols[j] = true;
                }
            }
        }
    }
    let mut abr = vec![0i64; n];
    for k in 0..n {
        let acol = &a[k * n..(k + 1) * n];
        for i in 0..n {
            abr[i] = abr[i].wrapping_add((acol[i] as i64).wrapping_mul(br[k]));
        }
    }
    // Columns: s^T A, then (s^T A) B, against s^T C.
    let dot_s = |col: &[i8]| -> i64 {
        col.iter()
            .zip(&s)
            .fold(0i64, |acc, (&x, &w)| acc.wrapping_add(x as i64 * w))
    };
    let sa: Vec<i64> = (0..n).map(|k| dot_s(&a[k * n..(k + 1) * n])).collect();
    for j in 0..n {
        let bcol = &b[j * n..(j + 1) * n];
        let sab = bcol.iter().zip(&sa).fold(0i64, |acc, (&x, &w)| {
            acc.wrapping_add((x as i64).wrapping_mul(w))
        });
        let sc = c[j * n..(j + 1) * n]
            .iter()
            .zip(&s)
            .fold(0i64, |acc, (&x, &w)| {
                acc.wrapping_add(as_int(x).unwrap_or(0).wrapping_mul(w))
            });
        if sab != sc {
            bad_cols[j] = true;
        }
    }
    for i in 0..n {
        if abr[i] != cr[i] {
            bad_rows[i] = true;
        }
    }
    let rows: Vec<usize> = (0..n).filter(|&i| bad_rows[i]).collect();
    let cols: Vec<usize> = (0..n).filter(|&j| bad_cols[j]).collect();
    if rows.is_empty() && cols.is_empty() {
        return Verification {
            mismatches: 0,
            exact: true,
            examples: vec![],
        };
    }
    if rows.len() * cols.len() > RECOUNT_LIMIT || rows.is_empty() || cols.is_empty() {
        // Too many candidates to recount (or a lone suspect row or column): every suspect
        // row or column holds at least one wrong element.
        return Verification {
            mismatches: rows.len().max(cols.len()) as u64,
            exact: false,
            examples: vec![],
        };
    }
    let mut out = Verification {
        mismatches: 0,
        exact: true,
        examples: vec![],
    };
    for &j in &cols {
        for &i in &rows {
            let want: i64 = (0..n)
                .map(|k| a[i + k * n] as i64 * b[k + j * n] as i64)
                .sum();
            let got = c[i + j * n];
            if as_int(got) != Some(want) {
                out.mismatches += 1;
                if out.examples.len() < EXAMPLES {
                    out.examples.push(StressMismatch {
                        row: i as u32,
                        col: j as u32,
                        got: got as f64,
                        want: want as f64,
                    });
                }
            }
        }
    }
    out
}

/// One NVML reading taken while the GPU was busy.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sample {
    pub sm_clock_mhz: Option<u32>,
    pub temperature_c: Option<u32>,
    pub power_mw: Option<u32>,
    /// nvmlClocksThrottleReasons bits.
    pub throttle_bits: Option<u64>,
    pub pcie_gen: Option<u32>,
    pub pcie_width: Option<u32>,
}

/// A GPU's fixed maxima, read once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    pub sm_clock_mhz_max: Option<u32>,
    pub power_limit_mw: Option<u32>,
    pub pcie_gen_max: Option<u32>,
    pub pcie_width_max: Option<u32>,
}

/// nvmlClocksThrottleReasons bits (nvml.h) and the names gpudoc reports.
const THROTTLE_REASONS: &[(u64, &str)] = &[
    (0x1, "gpu_idle"),
    (0x2, "applications_clocks_setting"),
    (0x4, "sw_power_cap"),
    (0x8, "hw_slowdown"),
    (0x10, "sync_boost"),
    (0x20, "sw_thermal_slowdown"),
    (0x40, "hw_thermal_slowdown"),
    (0x80, "hw_power_brake_slowdown"),
    (0x100, "display_clock_setting"),
];

/// Names of the throttle reasons set in `bits`, in NVML's order.
pub fn throttle_names(bits: u64) -> Vec<String> {
    THROTTLE_REASONS
        .iter()
        .filter(|(bit, _)| bits & bit != 0)
        .map(|(_, name)| name.to_string())
        .collect()
}

/// Reasons that mean the GPU is slowed by something wrong (heat, a failing power supply, an
/// external slowdown signal); the software power cap is the normal state of a busy GPU.
pub fn is_alarming_throttle(name: &str) -> bool {
    matches!(
        name,
        "hw_slowdown" | "sw_thermal_slowdown" | "hw_thermal_slowdown" | "hw_power_brake_slowdown"
    )
}

/// Fold the samples into the report: clocks low and median, the hottest and most power
/// hungry moment, every throttle reason seen, and the best PCIe link seen (links train down
/// when idle, so the best one under load is the link's real state).
pub fn summarize(samples: &[Sample], limits: &Limits) -> StressTelemetry {
    let mut clocks: Vec<u32> = samples.iter().filter_map(|s| s.sm_clock_mhz).collect();
    clocks.sort_unstable();
    let bits = samples
        .iter()
        .filter_map(|s| s.throttle_bits)
        .fold(0, |acc, b| acc | b);
    StressTelemetry {
        samples: samples.len() as u32,
        sm_clock_mhz_min: clocks.first().copied(),
        sm_clock_mhz_median: clocks.get(clocks.len() / 2).copied(),
        sm_clock_mhz_max: limits.sm_clock_mhz_max,
        temperature_c_max: samples.iter().filter_map(|s| s.temperature_c).max(),
        power_w_max: samples
            .iter()
            .filter_map(|s| s.power_mw)
            .max()
            .map(|mw| mw as f64 / 1e3),
        power_limit_w: limits.power_limit_mw.map(|mw| mw as f64 / 1e3),
        throttle_reasons: throttle_names(bits),
        pcie_gen: samples.iter().filter_map(|s| s.pcie_gen).max(),
        pcie_gen_max: limits.pcie_gen_max,
        pcie_width: samples.iter().filter_map(|s| s.pcie_width).max(),
        pcie_width_max: limits.pcie_width_max,
        notes: vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain n^3 product, for comparing `verify` with the obvious method.
    fn naive(a: &[i8], b: &[i8], n: usize) -> Vec<f32> {
        let mut c = vec![0f32; n * n];
        for j in 0..n {
            for i in 0..n {
                let v: i64 = (0..n)
                    .map(|k| a[i + k * n] as i64 * b[k + j * n] as i64)
                    .sum();
                c[i + j * n] = v as f32;
            }
        }
        c
    }

    fn case(n: u32, seed: u64) -> (Vec<i8>, Vec<i8>, Vec<f32>) {
        let mut rng = Rng::new(seed);
        let a = int_matrix(n, &mut rng);
        let b = int_matrix(n, &mut rng);
        let c = naive(&a, &b, n as usize);
        (a, b, c)
    }

    #[test]
    fn a_correct_product_has_no_mismatch() {
        let (a, b, c) = case(64, 1);
        let v = verify(&a, &b, &c, 64, 7);
        assert_eq!((v.mismatches, v.exact), (0, true));
    }

    #[test]
    fn each_corrupted_element_is_counted_and_located() {
        let (a, b, mut c) = case(64, 2);
        let want = c[5 + 7 * 64];
        c[5 + 7 * 64] += 1.0;
        c[40 + 7 * 64] = f32::NAN;
        c[40 + 33 * 64] -= 1024.0;
        let v = verify(&a, &b, &c, 64, 9);
        assert_eq!((v.mismatches, v.exact), (3, true), "{v:?}");
        assert!(v.examples.contains(&StressMismatch {
            row: 5,
            col: 7,
            got: (want + 1.0) as f64,
            want: want as f64
        }));
    }

    #[test]
    fn a_wholly_wrong_result_is_a_lower_bound_not_a_pass() {
        let (a, b, _) = case(300, 3);
        let poisoned = vec![f32::from_bits(u32::MAX); 300 * 300];
        let v = verify(&a, &b, &poisoned, 300, 1);
        assert_eq!((v.mismatches, v.exact), (300, false));
    }

    #[test]
    fn matrices_use_the_whole_small_integer_range() {
        let m = int_matrix(64, &mut Rng::new(4));
        assert_eq!(*m.iter().min().unwrap(), -ENTRY_MAX);
        assert_eq!(*m.iter().max().unwrap(), ENTRY_MAX);
        assert!(m.iter().filter(|&&v| v == 0).count() < m.len() / 8);
        let again = int_matrix(64, &mut Rng::new(4));
        assert_eq!(m, again, "a seed reproduces its data");
    }

    #[test]
    fn half_and_bfloat_encodings_are_exact() {
        assert_eq!(f16_bits(1), 0x3C00);
        assert_eq!(f16_bits(2), 0x4000);
        assert_eq!(f16_bits(3), 0x4200);
        assert_eq!(f16_bits(-8), 0xC800);
        assert_eq!(f16_bits(0), 0);
        assert_eq!(bf16_bits(1), 0x3F80);
        assert_eq!(bf16_bits(-3), 0xC040);
        let bytes = encode(&[1, -2], Dtype::Fp16);
        assert_eq!(bytes, [0x00, 0x3C, 0x00, 0xC0]);
        assert_eq!(encode(&[7], Dtype::Tf32), 7f32.to_ne_bytes());
    }

    #[test]
    fn sizing_fits_a_fraction_of_free_memory_on_the_step_grid() {
        let gib = 1u64 << 30;
        // 140 GiB free, a quarter of it, capped at 8192.
        assert_eq!(plan_n(140 * gib, 0.25, 8192), Some(8192));
        // 1 GiB free, half: sqrt(512 MiB / 12) = 6688 -> 6656.
        assert_eq!(plan_n(gib, 0.5, 16384), Some(6656));
        assert_eq!(plan_n(1 << 20, 0.5, 8192), None);
        assert!(plan_n(u64::MAX, 1.0, 1 << 30).unwrap() <= MAX_N);
        assert_eq!(smaller_n(8192), Some(4096));
        assert_eq!(smaller_n(768), Some(256));
        assert_eq!(smaller_n(256), None);
    }

    #[test]
    fn partial_sums_stay_exact_in_fp32_at_the_largest_size() {
        let worst = ENTRY_MAX as u64 * ENTRY_MAX as u64 * MAX_N as u64;
        assert!(worst < 1 << 24);
    }

    #[test]
    fn data_types_follow_compute_capability() {
        assert!(Dtype::Bf16.supported_on((9, 0)).is_ok());
        let why = Dtype::Bf16.supported_on((7, 5)).unwrap_err();
        assert_eq!(
            why,
            "BF16 needs compute capability 8.0 or newer; this GPU is 7.5"
        );
        assert!(Dtype::Fp16.supported_on((7, 0)).is_ok());
        assert!(Dtype::Fp16.supported_on((5, 2)).is_err());
        assert!(Dtype::Fp32.supported_on((3, 5)).is_ok());
        assert_eq!(Dtype::parse("BF16"), Some(Dtype::Bf16));
        assert_eq!(Dtype::parse("fp8"), None);
    }

    #[test]
    fn telemetry_keeps_the_worst_moment_and_the_best_link() {
        let s = |clock, temp, power, bits, gen_| Sample {
            sm_clock_mhz: Some(clock),
            temperature_c: Some(temp),
            power_mw: Some(power),
            throttle_bits: Some(bits),
            pcie_gen: Some(gen_),
            pcie_width: Some(16),
        };
        let samples = [
            s(1980, 60, 650_000, 0x4, 5),
            s(1500, 83, 700_000, 0x40, 4),
            s(1900, 70, 690_000, 0x4, 5),
        ];
        let limits = Limits {
            sm_clock_mhz_max: Some(1980),
            power_limit_mw: Some(700_000),
            pcie_gen_max: Some(5),
            pcie_width_max: Some(16),
        };
        let t = summarize(&samples, &limits);
        assert_eq!(t.samples, 3);
        assert_eq!(
            (t.sm_clock_mhz_min, t.sm_clock_mhz_median),
            (Some(1500), Some(1900))
        );
        assert_eq!(t.temperature_c_max, Some(83));
        assert_eq!((t.power_w_max, t.power_limit_w), (Some(700.0), Some(700.0)));
        assert_eq!(t.throttle_reasons, ["sw_power_cap", "hw_thermal_slowdown"]);
        assert_eq!((t.pcie_gen, t.pcie_width), (Some(5), Some(16)));
        assert!(is_alarming_throttle("hw_thermal_slowdown"));
        assert!(!is_alarming_throttle("sw_power_cap"));
    }

    #[test]
    fn tflops_counts_two_flops_per_multiply_add() {
        assert!((tflops(8192, 100, 1.0) - 109.95).abs() < 0.01);
    }
}
