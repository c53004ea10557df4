set -u
G=.devbin/gpudoc
echo "== version"; $G --version
echo "== probe: cudnn 8 soname"; $G explain --probe "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory" 2>&1 | head -40
echo "== probe: driver too old (json)"; $G explain --probe --json "CUDA driver version is insufficient for CUDA runtime version" | python3 -c "import json,sys; d=json.load(sys.stdin); m=d['matches'][0]; print(m['id'], m['category'], m['confidence']); print(m['fix']['text'][-600:])"
echo "== real torch error on this GPU"; CUDA_VISIBLE_DEVICES= python3 -c "import torch; torch.zeros(1).cuda()" 2>&1 | tail -3 | tee /tmp/err.txt; $G explain --file /tmp/err.txt 2>&1 | head -12
echo "== jax log"; CUDA_VISIBLE_DEVICES= python3 -c "import jax; print(jax.devices())" 2>&1 | tail -4 > /tmp/jax.txt; cat /tmp/jax.txt; $G explain --file /tmp/jax.txt 2>&1 | head -8
