//! The category model: a multinomial logistic regression over words, word pairs, extracted
//! entities (sonames, error codes and status names, compute capabilities, package names,
//! kernel strings) and what the catalog matched. The catalog is precise but only knows the
//! wordings it was written for; the model carries a category to wordings it has never seen,
//! and its probabilities (temperature-scaled on held-out answers) are the confidence
//! `explain` reports.
//!
//! The weights are data (`model.json`, embedded), trained on the corpus's tuning splits by
//! one deterministic command (docs/explain.md): `gpudoc __train-explain`. Same input, same
//! file.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use regex::Regex;
use serde::{Deserialize, Serialize};

use super::catalog::{CATEGORIES, Entry};

/// The embedded weights.
pub const MODEL_JSON: &str = include_str!("model.json");

/// Trained weights: one row of per-category weights for each feature.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Model {
    /// The category of each column, in [`CATEGORIES`] order.
    pub categories: Vec<String>,
    pub bias: Vec<f64>,
    /// Logits are divided by this before the softmax (fitted on held-out answers).
    pub temperature: f64,
    /// How a text's feature count scales its features ([`feature_scale`]; 0: not at all).
    #[serde(default)]
    pub scale_power: f64,
    pub weights: BTreeMap<String, Vec<f64>>,
    /// How the file was made, for the reader.
    #[serde(default)]
    pub trained_on: Vec<String>,
}

/// The embedded model (empty when the file holds no weights).
pub fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| serde_json::from_str(MODEL_JSON).unwrap_or_default())
}

impl Model {
    /// True when there are weights to use.
    pub fn is_trained(&self) -> bool {
        !self.weights.is_empty() && self.categories.len() == CATEGORIES.len()
    }

    /// P(category) for each of [`CATEGORIES`], from the features of a text.
    pub fn predict(&self, features: &BTreeSet<String>) -> Vec<f64> {
        scaled_softmax(&self.logits(features), self.temperature)
    }

    /// The unscaled logits for each of [`CATEGORIES`].
    pub fn logits(&self, features: &BTreeSet<String>) -> Vec<f64> {
        let mut logits = vec![0.0; CATEGORIES.len()];
        for f in features {
            if let Some(w) = self.weights.get(f) {
                for (l, w) in logits.iter_mut().zip(w) {
                    *l += w;
                }
            }
        }
        let scale = feature_scale(features.len(), self.scale_power);
        for (l, b) in logits
            .iter_mut()
            .zip(self.bias.iter().chain(std::iter::repeat(&0.0)))
        {
            *l = *l * scale + b;
        }
        logits
    }
}

/// The softmax of `logits / temperature` (a temperature of 0 or less counts as 1).
pub fn scaled_softmax(logits: &[f64], temperature: f64) -> Vec<f64> {
    let t = if temperature > 0.0 { temperature } else { 1.0 };
    softmax(&logits.iter().map(|l| l / t).collect::<Vec<_>>())
}

/// What each feature of a text with `n` features counts for: `(REFERENCE_FEATURES / n)^power`.
/// A long log has hundreds of features and a one-line message a dozen; without this, a long
/// text's logits are large whatever it says and its answer is overconfident, and the words
/// of a short message count for little beside the bias.
fn feature_scale(n: usize, power: f64) -> f64 {
    const REFERENCE_FEATURES: f64 = 10.0;
    if power == 0.0 {
        1.0
    } else {
        (REFERENCE_FEATURES / n.max(1) as f64).powf(power)
    }
}

fn softmax(logits: &[f64]) -> Vec<f64> {
    let max = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exp: Vec<f64> = logits.iter().map(|l| (l - max).exp()).collect();
    let sum: f64 = exp.iter().sum();
    exp.iter().map(|e| e / sum).collect()
}

/// Whether a text says anything about GPUs or ML frameworks at all: text without any such
/// word gets no answer ("no match"), everything else gets at least a category.
pub fn has_signal(text: &str) -> bool {
    static SIGNAL: OnceLock<Regex> = OnceLock::new();
    SIGNAL
        .get_or_init(|| {
            Regex::new(
                concat!(
                    r"(?i)cuda|cudnn|cublas|cufft|curand|cusolver|cusparse|nccl|nvidia|nvml|nvrm|nvrtc|nvvm|nvjitlink",
                    r"|(?:(?-u:\b)|_)gpus?(?:(?-u:\b)|_|\d)|tensorflow|(?-u:\b)torch|pytorch|(?-u:\b)jax|(?-u:\b)xla(?-u:\b)|onnx|paddle|tensorrt|triton|cupy|numba",
                    r"|deepspeed|nvcc|ptxas|libdevice|illegal.instruction|0xc000001d|(?-u:\b)avx|numpy|(?-u:\b)wsl|docker|podman",
                    r"|apptainer|singularity|kubernetes|nvidia-smi|dll load failed|out of memory|(?-u:\b)oom(?-u:\b)|rocm",
                    r"|(?-u:\b)device|libcu|\.so\.\d|undefined symbol|shared object|(?-u:\b)glibc|glibcxx|(?-u:\b)killed(?-u:\b)",
                    r"|oom.kill|not enough memory|mem.fraction|numa node|sysfs|python version|vllm|sglang|llama",
                    r"|ggml|gguf|ollama|keras|mxnet|caffe|detectron|mmcv|bitsandbytes|xformers|flash.attn|faiss",
                    r"|huggingface|transformers|diffusers|lightning|dataloader|(?-u:\b)mps(?-u:\b)|(?-u:\b)metal(?-u:\b)|pjrt",
                    r"|(?-u:\b)tpu|stream_executor|dxg|cuinit|(?-u:\b)sm_\d+|compute capability",
                    // CUDA driver API calls, RAPIDS, PTX, Apple's MLX, PyTorch's CPU back ends,
                    // XLA's registries, LLM servers' memory settings, the shell's "Killed" in
                    // Chinese (what an OOM-killed job prints there).
                    r"|cudevice|cuctx|cumem|cumodule|culaunch|culink|(?-u:\b)cudf|(?-u:\b)cuml(?-u:\b)|(?-u:\b)rapids(?-u:\b)",
                    r"|(?-u:\b)ptx|(?-u:\b)mlx(?-u:\b)|nnpack|computation.placer|kv.cache|memory for the cache blocks",
                    r"|gpu.memory.utili[sz]ation|model requires more system memory|已杀死",
                    // The exit status SIGILL leaves (128 + 4; Windows' 0xC000001D, signed).
                    r"|(?:exit(?:ed with)?|return(?:ed)?|status) (?:code|status)?:? ?132(?-u:\b)|exit code:? -1073741795",
                    // SIGILL's name as the shell prints it in other locales (glibc's own
                    // translations; the English one is above; not the Polish and Dutch
                    // ones, which are everyday words there).
                    r"|非法指令|無效指令|ungültiger maschinenbefehl|instruction non permise|instrucción ilegal|istruzione non consentita",
                    r"|instrução ilegal|недопустимая инструкция|명령어가 잘못됨|nedovolená instrukce",
                    r"|помилкова інструкція|otillåten instruktion|virheellinen käsky",
                    // TensorRT's log tag and engine files, PyTorch's storage warnings, the
                    // classic ML libraries, secure boot refusing an unsigned module, PCI.
                    r"|(?-u:\b)trt(?-u:\b)|some tactics|skipping tactic|kplan_magic|typedstorage|lightgbm|xgboost|catboost|scikit|sklearn",
                    r"|module with unavailable key|(?:insmod|modprobe|module).{0,80}required key not available|module verification failed|lspci|/proc/bus/pci|pcilib",
                    // More frameworks and GPU-using tools by name (older and smaller ones, the
                    // apps users run), graphics APIs (a GPU whose driver is broken fails there
                    // too), cuDNN's short name, accelerators that are not available.
                    r"|theano|(?-u:\b)cntk|(?-u:\b)chainer(?-u:\b)|dynet|mindspore|jittor|oneflow|megengine|openvino|tflite|(?-u:\b)tfjs",
                    r"|ultralytics|(?-u:\b)yolov?\d|faster.?whisper|whisperx|openai.whisper|whisper\.cpp|comfyui|insightface|safetensors",
                    r"|sentencepiece|mujoco|isaac.?(?:gym|sim|lab|ros)(?-u:\b)",
                    r"|vulkan|opengl|(?-u:\b)egl(?-u:\b)|(?-u:\b)glx(?-u:\b)|(?-u:\b)dnn(?-u:\b)|gpuaccelerator|accelerators? (?:is|are) not available",
                    // Vulkan's own error names, NVIDIA's other SDKs (OptiX, the video codecs,
                    // nvJPEG, CUTLASS), a GPU's memory by its usual name, PyTorch's CPU GEMM
                    // library, flash attention spelt out, Hugging Face's LLM server, CUDA's
                    // unified addressing, Singularity's --nv files, SIGILL by number and as
                    // the kernel logs it.
                    r"|(?-u:\b)vk_[a-z_]+|vk::|optix|nvcuvid|nvenc|nvdec|nvjpeg|cutlass|(?-u:\b)vram(?-u:\b)|fbgemm",
                    r"|flash.?attention|text.generation.(?:launcher|inference|router|webui)|(?-u:\b)uva (?:is )?not available",
                    r"|(?-u:\b)nv files|nvliblist|(?:by|with) signal 4(?-u:\b)|trap invalid opcode",
                    // Container runtimes by their other names (LXC/LXD, the OCI runtime and
                    // runc under Docker and containerd), OpenGL's client library, virtual
                    // GPUs, XLA's flags, NVSwitch's manager, and distributed and
                    // mixed-precision training's own words.
                    r"|(?-u:\b)lxc(?-u:\b)|(?-u:\b)lxd(?-u:\b)|oci runtime|(?-u:\b)runc(?-u:\b)|containerd",
                    r"|(?-u:\b)libgl(?-u:\b)|glxgears|glxinfo|vgpu|(?-u:\b)xla_|nvswitch|fabric.?manager",
                    r"|(?-u:\b)ddp(?-u:\b)|autograd|lr_scheduler|loss.scal",
                    // Low-precision types, libtorch's .NET binding, GPUDirect copies, a CPU
                    // that lacks an instruction as R reports it, a Mac module of the other
                    // architecture, YOLO's suppression step.
                    r"|(?-u:\b)(?:fp8|fp16|bf16|bfloat16)|libtorch|torchsharp|gdrcopy|gdr_copy",
                    r"|illegal opcode|illegal operation|incompatible architecture|nms time limit",
                ),
            )
            .expect("the signal pattern compiles")
        })
        .is_match(text)
}

/// Texts up to this size are read whole by the model; a longer log is read through its lines
/// that carry a signal, the first and the last [`SALIENT_LINES`] of them.
const WHOLE_TEXT: usize = 64 << 10;
const SALIENT_LINES: usize = 128;

/// What of a text the model reads: all of a message, the signal lines of a long log.
pub fn salient(text: &str) -> std::borrow::Cow<'_, str> {
    if text.len() <= WHOLE_TEXT {
        return text.into();
    }
    let lines: Vec<&str> = text.lines().filter(|l| has_signal(l)).collect();
    let keep: Vec<&str> = if lines.len() > 2 * SALIENT_LINES {
        lines[..SALIENT_LINES]
            .iter()
            .chain(&lines[lines.len() - SALIENT_LINES..])
            .copied()
            .collect()
    } else {
        lines
    };
    keep.join("\n").into()
}

/// What the catalog matched, as the model sees it.
#[derive(Debug, Clone, Copy)]
pub struct CatalogHit<'a> {
    pub entry: &'a Entry,
    /// It won at least one line outright.
    pub won: bool,
    pub score: f64,
    /// The first line it matched: the earliest failure in a log usually explains the rest.
    pub first_line: usize,
}

/// The text without the advice a framework prints with every error of a kind, which says
/// nothing about this case: PyTorch's out-of-memory message ends by suggesting
/// `PYTORCH_CUDA_ALLOC_CONF`, whose words otherwise speak for memory-config (where users did
/// set it) and outweighed the out-of-memory itself.
pub fn without_boilerplate(text: &str) -> std::borrow::Cow<'_, str> {
    static ADVICE: OnceLock<Regex> = OnceLock::new();
    let advice = ADVICE.get_or_init(|| {
        Regex::new(concat!(
            r"(?i)If reserved but unallocated memory is large try setting ",
            r"PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation\.?",
            r"|If reserved memory is >> allocated memory try setting max_split_size_mb to avoid ",
            r"fragmentation\.?",
            r"|See documentation for Memory Management(?: and PYTORCH_CUDA_ALLOC_CONF)?",
            r"(?:\s*\(https?://[^\s)]*\))?",
        ))
        .expect("advice pattern")
    });
    advice.replace_all(text, " ")
}

/// The features of a normalised text and the catalog's matches for it.
pub fn features(text: &str, matches: &[CatalogHit]) -> BTreeSet<String> {
    let text = &*without_boilerplate(text);
    static WORD: OnceLock<Regex> = OnceLock::new();
    static ENTITIES: OnceLock<Vec<(Regex, &'static str)>> = OnceLock::new();
    let word = WORD.get_or_init(|| Regex::new(r"[a-z][a-z0-9_]+").expect("word pattern"));
    let entities = ENTITIES.get_or_init(|| {
        [
            // Sonames: the library, and the library with its major.
            (r"(?-u:\b)(lib[a-z0-9_+-]+)\.so(\.\d+)?", "so"),
            // Error codes and status names of CUDA, cuDNN, cuBLAS, NCCL, cuFFT, ...
            (
                r"(?-u:\b)((?:CUDA_ERROR|CUDNN_STATUS|CUBLAS_STATUS|CUFFT|CUSOLVER_STATUS|CUSPARSE_STATUS|NCCL)_[A-Z_]+|cudaError[A-Za-z]+|nccl[A-Z][A-Za-z]+Error)(?-u:\b)",
                "code",
            ),
            (r"(?-u:\b)(?:sm|compute)_\d{2,3}[a-z]?(?-u:\b)", "cc"),
            (r"(?i)compute capability\s*:?\s*\d+\.\d", "cc"),
            (r"(?-u:\b)nvidia-[a-z-]+?-cu\d+(?-u:\b)", "pkg"),
            (
                r"(?i)(?-u:\b)(?:tensorflow-cpu|tensorflow-gpu|onnxruntime-gpu|paddlepaddle-gpu|tf-nightly|jax\[cuda\d*\]|faiss-cpu|faiss-gpu|cpuonly|cudatoolkit)",
                "pkg",
            ),
            // A build that says it is for the CPU: `+cpu` wheels, `cpu_py` conda builds.
            (r"(?i)(?-u:\b)cpu_py\d|(?-u:\b)cpu-only(?-u:\b)|(?-u:\b)cpu only(?-u:\b)", "cpubuild"),
            (r"\+cpu(?-u:\b)", "cpubuild"),
            (r"\+cu\d{2,3}(?-u:\b)", "cubuild"),
            (r"(?i)microsoft-standard|microsoft(?-u:\b).*wsl|/usr/lib/wsl|\\wsl|(?-u:\b)dxg(?:k|_|(?-u:\b))|(?-u:\b)wsl2?(?-u:\b)", "wsl"),
            (r"(?-u:\b)NVRM(?-u:\b)", "nvrm"),
            (
                r"(?i)(?-u:\b)docker(?-u:\b)|(?-u:\b)podman(?-u:\b)|kubernetes|(?-u:\b)k8s(?-u:\b)|(?-u:\b)kubectl(?-u:\b)|(?-u:\b)container(?-u:\b)|root@[0-9a-f]{12}(?-u:\b)|singularity|apptainer|--gpus(?-u:\b)|nvidia-container|(?-u:\b)cdi(?-u:\b)",
                "container",
            ),
            (r"(?i)(?-u:\b)colab(?-u:\b)|jupyter|ipython|ipykernel", "notebook"),
            (r"(?i)(?-u:\b)conda(?-u:\b)|miniconda|anaconda|mamba", "conda"),
            (r"(?i)(?-u:\b)[a-z]:\\", "winpath"),
            (r"\.dll(?-u:\b)", "dll"),
            (r"(?-u:\b)\d+\.\d+(?:\.\d+)*(?-u:\b)", "version"),
            (r"(?i)(?-u:\b)\d+(?:\.\d+)?\s*[GMK]i?B(?-u:\b)", "size"),
        ]
        .iter()
        .filter_map(|(re, kind)| Regex::new(re).ok().map(|r| (r, *kind)))
        .collect()
    });
    let mut out = BTreeSet::new();
    let lower = text.to_ascii_lowercase();
    let mut previous: Option<&str> = None;
    for m in word.find_iter(&lower) {
        let w = m.as_str();
        if w.len() > 40 {
            previous = None;
            continue;
        }
        out.insert(format!("w:{w}"));
        if let Some(p) = previous {
            out.insert(format!("b:{p}_{w}"));
        }
        previous = Some(w);
    }
    // The last line that names an exception (`RuntimeError: ...`, `ImportError: ...`): in a
    // traceback it is the failure itself, while the lines above are where it happened.
    static EXCEPTION: OnceLock<Regex> = OnceLock::new();
    let exception = EXCEPTION.get_or_init(|| {
        Regex::new(
            r"(?m)^\s*(?:[A-Za-z_][A-Za-z0-9_.]*\.)?[A-Z][A-Za-z0-9]*(?:Error|Exception)(?::|$).*$",
        )
        .expect("exception pattern")
    });
    if let Some(last) = exception.find_iter(text).last() {
        // Its first 512 bytes: a 10 MB line is not read a second time.
        let mut end = last.as_str().len().min(512);
        while !last.as_str().is_char_boundary(end) {
            end -= 1;
        }
        let low = last.as_str()[..end].to_ascii_lowercase();
        for m in word.find_iter(&low) {
            if m.as_str().len() <= 40 {
                out.insert(format!("x:{}", m.as_str()));
            }
        }
    }
    // The parts of identifiers (snake_case, CamelCase, digits between): an unseen spelling
    // of known parts (`cudaErrorInsufficientDriver`, `CUDNN_STATUS_ARCH_MISMATCH`,
    // `cudnn_ops_infer64_8.dll`) still carries them.
    static IDENT: OnceLock<Regex> = OnceLock::new();
    let ident =
        IDENT.get_or_init(|| Regex::new(r"[A-Za-z][A-Za-z0-9_]{5,}").expect("identifier pattern"));
    for m in ident.find_iter(text) {
        let parts = identifier_parts(m.as_str());
        if parts.len() > 1 {
            for part in parts {
                out.insert(format!("s:{part}"));
            }
        }
    }
    for (re, kind) in entities {
        for m in re.captures_iter(text) {
            out.insert(format!("e:{kind}"));
            match *kind {
                "so" => {
                    let name = m.get(1).map_or("", |x| x.as_str()).to_ascii_lowercase();
                    out.insert(format!("e:so:{name}"));
                    if let Some(major) = m.get(2) {
                        out.insert(format!("e:so:{name}{}", major.as_str()));
                    }
                }
                "code" | "pkg" => {
                    out.insert(format!("e:{kind}:{}", m[0].to_ascii_lowercase()));
                }
                _ => {}
            }
        }
    }
    cuda_versions(text, &mut out);
    for m in matches {
        let tag = if m.won { "won" } else { "seen" };
        out.insert(format!("c:{tag}:{}", m.entry.id));
        out.insert(format!("c:{tag}:cat:{}", m.entry.category));
        if m.won && m.score >= 8.0 {
            out.insert(format!("c:strong:cat:{}", m.entry.category));
        }
    }
    let first_failure = matches
        .iter()
        .filter(|m| m.won && !m.entry.benign)
        .min_by_key(|m| m.first_line);
    if let Some(m) = first_failure {
        out.insert(format!("c:first:cat:{}", m.entry.category));
    }
    // Every line the catalog won went to a harmless-message entry: the log may still carry a
    // failure the catalog does not know, but what it knows says "harmless".
    if matches.iter().any(|m| m.won) && matches.iter().all(|m| !m.won || m.entry.benign) {
        out.insert("c:only-benign-won".into());
    }
    if matches.is_empty() {
        out.insert("c:none".into());
    }
    out
}

/// Whether a text names more than one CUDA version (in sonames, "CUDA 12.1", `+cu121` and
/// `cu118` builds): "built for one, another installed" is what a version mismatch is, while a
/// missing library names just the one it wants.
fn cuda_versions(text: &str, out: &mut BTreeSet<String>) {
    const VERSION: &str = concat!(
        r"(?i)(?:libcu(?:dart|blas|blaslt|fft|rand|solver|sparse|pti)|libnvrtc|libnvjitlink)\.so\.(\d{1,2})(?:\.(\d))?",
        r"|(?-u:\b)cuda[ _-]?(?:version|toolkit|runtime)?[ :=v]*(\d{1,2})\.(\d)",
        r"|(?-u:\b)cu(\d{2})(\d)(?-u:\b)",
    );
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    let version = PATTERN.get_or_init(|| Regex::new(VERSION).expect("CUDA version pattern"));
    let mut majors = BTreeSet::new();
    let mut releases = BTreeSet::new();
    for c in version.captures_iter(text) {
        let (major, minor) = match (c.get(1), c.get(3), c.get(5)) {
            (Some(m), _, _) => (m, c.get(2)),
            (_, Some(m), _) => (m, c.get(4)),
            (_, _, Some(m)) => (m, c.get(6)),
            _ => continue,
        };
        let major = major.as_str().trim_start_matches('0');
        if major.is_empty() {
            continue;
        }
        if let Some(minor) = minor {
            releases.insert(format!("{major}.{}", minor.as_str()));
        }
        majors.insert(major.to_string());
    }
    match majors.len() {
        0 => {}
        1 => {
            out.insert("e:cuda-one-major".into());
        }
        _ => {
            out.insert("e:cuda-majors-differ".into());
        }
    }
    if releases.len() >= 2 {
        out.insert("e:cuda-versions-differ".into());
    }
}

/// The lower-case parts of an identifier, split at underscores, digits and lower-to-upper
/// case changes; parts shorter than three letters are dropped.
fn identifier_parts(ident: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut current = String::new();
    let mut previous_lower = false;
    for c in ident.chars() {
        let boundary = !c.is_ascii_alphabetic() || (c.is_ascii_uppercase() && previous_lower);
        if boundary && !current.is_empty() {
            parts.push(std::mem::take(&mut current));
        }
        if c.is_ascii_alphabetic() {
            current.push(c.to_ascii_lowercase());
        }
        previous_lower = c.is_ascii_lowercase();
    }
    if !current.is_empty() {
        parts.push(current);
    }
    parts.retain(|p| p.len() >= 3);
    parts
}

/// One labelled example for training.
#[derive(Debug, Clone)]
pub struct Example {
    pub features: BTreeSet<String>,
    pub category: usize,
}

/// How to train.
#[derive(Debug, Clone, Copy)]
pub struct TrainSpec {
    pub epochs: usize,
    pub learning_rate: f64,
    pub l2: f64,
    /// Features seen in fewer training examples than this are dropped.
    pub min_count: usize,
    /// See [`feature_scale`].
    pub scale_power: f64,
    /// Each category's examples weigh (examples / (categories x its examples))^this: 1 makes
    /// rare categories count as much as common ones, 0 weighs every example alike.
    pub class_power: f64,
}

impl Default for TrainSpec {
    fn default() -> TrainSpec {
        TrainSpec {
            epochs: 400,
            learning_rate: 0.5,
            l2: 1e-3,
            min_count: 2,
            scale_power: 0.25,
            class_power: 1.0,
        }
    }
}

/// Fit the weights by full-batch gradient descent (deterministic: features in sorted order,
/// examples in input order), each category weighted by a power of the inverse of its
/// frequency ([`TrainSpec::class_power`]).
pub fn train(examples: &[Example], spec: TrainSpec) -> Model {
    let k = CATEGORIES.len();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for ex in examples {
        for f in &ex.features {
            *counts.entry(f.as_str()).or_default() += 1;
        }
    }
    let vocab: Vec<&str> = counts
        .iter()
        .filter(|(f, n)| **n >= spec.min_count || f.starts_with("c:"))
        .map(|(f, _)| *f)
        .collect();
    let index: BTreeMap<&str, usize> = vocab.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let rows: Vec<Vec<usize>> = examples
        .iter()
        .map(|ex| {
            ex.features
                .iter()
                .filter_map(|f| index.get(f.as_str()).copied())
                .collect()
        })
        .collect();
    let mut per_class = vec![0usize; k];
    for ex in examples {
        per_class[ex.category] += 1;
    }
    let class_weight: Vec<f64> = per_class
        .iter()
        .map(|&n| {
            if n == 0 {
                0.0
            } else {
                (examples.len() as f64 / (k as f64 * n as f64)).powf(spec.class_power)
            }
        })
        .collect();
    let n = examples.len().max(1) as f64;
    let mut w = vec![vec![0.0f64; k]; vocab.len()];
    let mut b = vec![0.0f64; k];
    // Adagrad accumulators: a steady step on rare features without tuning a schedule.
    let mut gw2 = vec![vec![1e-8f64; k]; vocab.len()];
    let mut gb2 = vec![1e-8f64; k];
    for _ in 0..spec.epochs {
        let mut gw = vec![vec![0.0f64; k]; vocab.len()];
        let mut gb = vec![0.0f64; k];
        for (ex, row) in examples.iter().zip(&rows) {
            let scale = feature_scale(ex.features.len(), spec.scale_power);
            let mut logits = vec![0.0; k];
            for &f in row {
                for c in 0..k {
                    logits[c] += w[f][c];
                }
            }
            for c in 0..k {
                logits[c] = logits[c] * scale + b[c];
            }
            let p = softmax(&logits);
            let cw = class_weight[ex.category];
            for c in 0..k {
                let g = cw * (p[c] - f64::from(u8::from(c == ex.category))) / n;
                gb[c] += g;
                for &f in row {
                    gw[f][c] += g * scale;
                }
            }
        }
        for c in 0..k {
            gb2[c] += gb[c] * gb[c];
            b[c] -= spec.learning_rate * gb[c] / gb2[c].sqrt();
        }
        for f in 0..vocab.len() {
            for c in 0..k {
                let g = gw[f][c] + spec.l2 * w[f][c];
                gw2[f][c] += g * g;
                w[f][c] -= spec.learning_rate * g / gw2[f][c].sqrt();
            }
        }
    }
    let round = |x: f64| (x * 1e4).round() / 1e4;
    Model {
        categories: CATEGORIES.iter().map(|c| c.to_string()).collect(),
        bias: b.into_iter().map(round).collect(),
        temperature: 1.0,
        scale_power: spec.scale_power,
        weights: vocab
            .iter()
            .zip(w)
            .filter(|(_, ws)| ws.iter().any(|x| x.abs() >= 5e-4))
            .map(|(f, ws)| (f.to_string(), ws.into_iter().map(round).collect()))
            .collect(),
        trained_on: Vec::new(),
    }
}

/// The temperature that minimises the negative log-likelihood of held-out answers, each
/// given by the model that did not see it (one model for a dev split, a fold's model in
/// cross-validation); a grid search, 0.1 to 6.0. No answers: 1.
pub fn fit_temperature(answers: &[(&Model, &Example)]) -> f64 {
    if answers.is_empty() {
        return 1.0;
    }
    let logits: Vec<(Vec<f64>, usize)> = answers
        .iter()
        .map(|(m, ex)| (m.logits(&ex.features), ex.category))
        .collect();
    let mut best = (f64::INFINITY, 1.0);
    for step in 1..=60 {
        let t = f64::from(step) * 0.1;
        let nll: f64 = logits
            .iter()
            .map(|(l, c)| -scaled_softmax(l, t)[*c].max(1e-12).ln())
            .sum();
        if nll < best.0 {
            best = (nll, t);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ex(text: &str, category: &str) -> Example {
        Example {
            features: features(text, &[]),
            category: CATEGORIES.iter().position(|c| *c == category).unwrap(),
        }
    }

    #[test]
    fn framework_advice_is_not_evidence() {
        let oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 30.29 GiB. GPU 0 has a total capacity of 10.74 GiB of which 3.69 GiB is free. Of the allocated memory 6.10 GiB is allocated by PyTorch, and 396.58 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)";
        let old = "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 3.95 GiB total capacity; 3.29 GiB already allocated) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF";
        for text in [oom, old] {
            let f = features(text, &[]);
            assert!(f.contains("w:tried") && f.contains("w:allocate"), "{f:?}");
            for gone in [
                "w:expandable_segments",
                "w:pytorch_cuda_alloc_conf",
                "w:max_split_size_mb",
                "w:fragmentation",
                "w:documentation",
            ] {
                assert!(!f.contains(gone), "{gone} in {text}");
            }
        }
        // A user who set the variable keeps it as evidence.
        let set = features(
            "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\nRuntimeError: unrecognized CachingAllocator option: expandable_segment",
            &[],
        );
        assert!(set.contains("w:pytorch_cuda_alloc_conf") && set.contains("w:expandable_segments"));
    }

    #[test]
    fn identifiers_split_into_their_parts() {
        assert_eq!(
            identifier_parts("cudaErrorInsufficientDriver"),
            ["cuda", "error", "insufficient", "driver"]
        );
        assert_eq!(
            identifier_parts("CUDNN_STATUS_ARCH_MISMATCH"),
            ["cudnn", "status", "arch", "mismatch"]
        );
        assert_eq!(
            identifier_parts("cudnn_ops_infer64_8"),
            ["cudnn", "ops", "infer"]
        );
        let f = features(
            "Could not locate cudnn_ops_infer64_8.dll inside the docker container",
            &[],
        );
        for want in ["s:infer", "s:ops", "e:container", "e:dll"] {
            assert!(f.contains(want), "{want} not in {f:?}");
        }
    }

    #[test]
    fn the_last_exception_line_is_its_own_feature_set() {
        let f = features(
            "Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\nImportError: libcudart.so.11.0: cannot open\nDuring handling...\ntorch.cuda.OutOfMemoryError: CUDA out of memory",
            &[],
        );
        for want in ["x:outofmemoryerror", "x:memory", "x:torch"] {
            assert!(f.contains(want), "{want} not in {f:?}");
        }
        // Only the last one: the earlier ImportError is not tagged, nor the File line.
        for unwanted in ["x:importerror", "x:train"] {
            assert!(!f.contains(unwanted), "{unwanted} in {f:?}");
        }
        let none = features("CUDA driver version is insufficient", &[]);
        assert!(!none.iter().any(|f| f.starts_with("x:")), "{none:?}");
    }

    #[test]
    fn entities_become_features() {
        let f = features(
            "Could not load dynamic library 'libcudnn.so.8'; CUDNN_STATUS_ARCH_MISMATCH on sm_86, pip install nvidia-cudnn-cu12, Linux 5.15.90.1-microsoft-standard-WSL2",
            &[],
        );
        for want in [
            "e:so:libcudnn",
            "e:so:libcudnn.8",
            "e:code:cudnn_status_arch_mismatch",
            "e:cc",
            "e:pkg:nvidia-cudnn-cu12",
            "e:wsl",
            "w:dynamic",
            "b:dynamic_library",
            "c:none",
        ] {
            assert!(f.contains(want), "{want} not in {f:?}");
        }
    }

    #[test]
    fn training_is_deterministic_and_learns_a_toy_split() {
        let train_set = vec![
            ex(
                "CUDA out of memory. Tried to allocate 2.00 GiB",
                "out-of-memory",
            ),
            ex(
                "RuntimeError: CUDA out of memory while allocating",
                "out-of-memory",
            ),
            ex(
                "Illegal instruction (core dumped) after import",
                "cpu-or-abi",
            ),
            ex(
                "Illegal instruction when importing tensorflow",
                "cpu-or-abi",
            ),
        ];
        let spec = TrainSpec {
            epochs: 50,
            ..TrainSpec::default()
        };
        let a = train(&train_set, spec);
        let b = train(&train_set, spec);
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&b).unwrap()
        );
        let p = a.predict(&features("process hit an illegal instruction", &[]));
        let best = (0..p.len()).max_by(|&i, &j| p[i].total_cmp(&p[j])).unwrap();
        assert_eq!(CATEGORIES[best], "cpu-or-abi");
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn two_cuda_versions_are_a_feature_of_their_own() {
        let f = |t: &str| features(t, &[]);
        let two = f(
            "ImportError: libcudart.so.11.0: cannot open shared object file; installed CUDA 12.1",
        );
        assert!(two.contains("e:cuda-majors-differ"), "{two:?}");
        assert!(two.contains("e:cuda-versions-differ"));
        let builds = f("torch 2.4.0+cu121 but torchvision 0.19.0+cu124");
        assert!(builds.contains("e:cuda-versions-differ"), "{builds:?}");
        assert!(!builds.contains("e:cuda-majors-differ"));
        let one = f("OSError: libcublas.so.11: cannot open shared object file");
        assert!(one.contains("e:cuda-one-major") && !one.contains("e:cuda-majors-differ"));
        assert!(
            !f("nothing about versions here")
                .iter()
                .any(|x| x.starts_with("e:cuda-"))
        );
    }

    #[test]
    fn signal_tells_gpu_text_from_anything_else() {
        assert!(has_signal("torch.cuda.is_available() returns False"));
        // SIGILL as the shell prints it in a Chinese or a German locale.
        assert!(has_signal("提示：非法指令 (核心已转储)"));
        assert!(has_signal(
            "Ungültiger Maschinenbefehl (Speicherabzug geschrieben)"
        ));
        assert!(has_signal(
            "NVRM: GPU at PCI:0000:01:00: GPU has fallen off the bus."
        ));
        // SIGILL's exit status, from a container runner and from PyCharm on Windows.
        assert!(has_signal(
            "INFO: container failed with non-zero exit code: 132 (exit code 132)"
        ));
        assert!(has_signal(
            "Process finished with exit code -1073741795 (0xC000001D)"
        ));
        assert!(!has_signal("Process finished with exit code 1321"));
        assert!(has_signal(
            "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`"
        ));
        assert!(has_signal(
            "Error: model requires more system memory (164.8 GiB) than is available (13.4 GiB)"
        ));
        assert!(has_signal(
            "RuntimeError: Function \"cuDeviceGetCount\" not found"
        ));
        assert!(has_signal(
            "[W NNPACK.cpp:80] Could not initialize NNPACK! Reason: Unsupported hardware."
        ));
        assert!(has_signal(
            "[TRT] [W] Some tactics do not have sufficient workspace memory to run."
        ));
        assert!(has_signal(
            "Ausnahmecode: 0xc000001d (STATUS_ILLEGAL_INSTRUCTION) whisper-server.exe"
        ));
        assert!(has_signal(
            "Loading of module with unavailable key is rejected"
        ));
        assert!(has_signal("pcilib: Cannot open /proc/bus/pci"));
        // Gathered messages (batch 17) that named no GPU word of the list before.
        for named in [
            "lxc c1 20230301193658.390 ERROR    conf - ../src/src/lxc/conf.c:lxc_setup:4437 - Failed to run mount hooks",
            "OCI runtime create failed: container_linux.go:380: starting container process caused: error running hook: exit status 3",
            "libGL error: failed to load driver: swrast",
            "0/8 nodes are available: 8 Insufficient k8s.amazonaws.com/vgpu.",
            "[Compiling module _Function_4] Very slow compile? If you want to file a bug, run with envvar XLA_FLAGS=--xla_dump_to=/tmp/foo",
            "UserWarning: Detected call of `lr_scheduler.step()` before `optimizer.step()`",
        ] {
            assert!(has_signal(named), "{named}");
        }
        for named in [
            "RuntimeError: CPU memory allocation failed\n  File \"_dynet.pyx\", line 5235",
            "Fail to find the dnn implementation.",
            "ERROR (theano.sandbox.cuda): nvcc compiler not found on $PATH",
            "[Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER",
            "ImportError: Cannot initialize a EGL device display.",
            "GPUAccelerator can not run on your system since the accelerator is not available.",
            "IsaacGym: Failed to create a valid PhysX context",
            "Isaac Sim 4.2 crashed on start",
            "faster-whisper: model loading failed",
            "yolov8n.pt: training stopped",
        ] {
            assert!(has_signal(named), "{named}");
        }
        assert!(!has_signal("The quick brown fox jumps over the lazy dog."));
        assert!(!has_signal("nothing to see here"));
        assert!(!has_signal(
            "npm ERR! code ENOENT: no such file or directory, open '/app/package.json'"
        ));
        assert!(!has_signal(
            "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"
        ));
        assert!(!has_signal(
            "The document was saved; the cumulative total is 12."
        ));
        // Words that are GPU words only in their GPU phrases.
        for ordinary in [
            "The C++ memory model guarantees sequential consistency for data-race-free programs.",
            "Error: the data model could not be loaded into memory",
            "Warning: high memory utilization on db-01",
            "failed to flush cache blocks to disk",
            "cannot open directory /home/u/private: Required key not available",
            "The team changed tactics after the first quarter.",
            "Isaac Newton wrote the Principia in 1687.",
            "She whispered the answer.",
            "Press the accelerator pedal gently; the startup accelerator took us in.",
            "YOLO, shipped it.",
            "Isaac Simmons, Isaac Simon, Isaac Ross and Isaac Labs signed the letter.",
            "The blockchainer conference is next week.",
            "fork: Cannot allocate memory",
            "integrity sha512-Xq3GpUzKfA0b1qGpUz8+Zw== resolved https://registry.npmjs.org/x",
        ] {
            assert!(!has_signal(ordinary), "{ordinary}");
        }
        assert!(has_signal(
            "onnxruntime-gpu 1.17 with gpu_mem_limit on GPU0"
        ));
    }
}
