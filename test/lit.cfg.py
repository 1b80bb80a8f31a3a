# -*- Python -*-
# lit configuration of the Shard test suite.
#
# Parameters (lit --param NAME=VALUE):
#   verify_roundtrip=0   do not add --verify-roundtrip to every ap-opt run
#                        (on by default: every test also checks that its
#                        output prints, parses and prints again identically,
#                        in the generic and the custom form).

import os
import shutil
import subprocess
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "Shard"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shard_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs", "external-consumer"]

llvm_config.use_default_substitutions()
# `not`, `count` and `split-file` at the start of a RUN line come from PATH.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# `AP_RUN_SEED=N lit ...` reruns every differential test with other random
# inputs and partial splits (ap-run's default seed).
if "AP_RUN_SEED" in os.environ:
    config.environment["AP_RUN_SEED"] = os.environ["AP_RUN_SEED"]
config.substitutions.append(("%shard_src_root", config.shard_src_root))
config.substitutions.append(("%shard_obj_root", config.shard_obj_root))
# The model generator (standard-library Python).
config.substitutions.append(
    ("%model_gen", f"{sys.executable} "
     f"{os.path.join(config.shard_src_root, 'tools', 'model-gen')}"))

# Checks a plan summary against the partitioned IR (standard-library Python).
config.substitutions.append(
    ("%plan_check", f"{sys.executable} "
     f"{os.path.join(config.shard_src_root, 'tools', 'plan-check', 'compare-collectives.py')}"))

# The PyTorch exporter's own test (tools/torch-export) runs where the
# optional environment of scripts/setup-torch.sh holds torch and torch-mlir
# (looked up, not imported: importing torch takes seconds).
torch_python = os.path.join(config.shard_src_root, ".venv-export", "bin", "python")
if os.path.exists(torch_python) and subprocess.run(
        [torch_python, "-c", "import importlib.util as u, sys; sys.exit("
         "not (u.find_spec('torch') and u.find_spec('torch_mlir')))"]).returncode == 0:
    config.available_features.add("torch")
    config.substitutions.append(("%torch_python", torch_python))
    # The Hugging Face families of tools/torch-export/hf_models.py.
    if subprocess.run([torch_python, "-c", "import importlib.util as u, sys; "
                       "sys.exit(not u.find_spec('transformers'))"]).returncode == 0:
        config.available_features.add("transformers")

# IREE (scripts/setup-iree.sh, which scripts/setup.sh runs): its compiler
# and runtime in .venv-iree; ap-run --backend=iree finds them there too.
iree_bin = os.path.join(config.shard_src_root, ".venv-iree", "bin")
if all(os.access(os.path.join(iree_bin, tool), os.X_OK)
       for tool in ("iree-compile", "iree-run-module")):
    config.available_features.add("iree")
    config.substitutions.append(
        ("%iree_compile", os.path.join(iree_bin, "iree-compile")))
    config.substitutions.append(
        ("%iree_run_module", os.path.join(iree_bin, "iree-run-module")))
    config.substitutions.append(
        ("%iree_dump_module", os.path.join(iree_bin, "iree-dump-module")))
    # The runtime's native tools alone (what a GPU machine gets in the
    # bundle of scripts/gpu-bundle.sh).
    import glob
    runtime_libs = glob.glob(os.path.join(
        config.shard_src_root, ".venv-iree", "lib", "python*",
        "site-packages", "iree", "_runtime_libs"))
    if runtime_libs:
        config.substitutions.append(("%iree_runtime_tools", runtime_libs[0]))

# The MPI backend's tests (test/Integration/MPI): ap-run built with MPI and
# mpirun on the PATH. `%mpirun` runs on shared memory, oversubscribed (more
# ranks than cores), as root too (CI containers).
mpirun = shutil.which("mpirun")
if getattr(config, "shard_have_mpi", "0") == "1" and mpirun:
    config.available_features.add("mpi")
    launcher = f"{mpirun} --oversubscribe"
    # Under scripts/sanitize.sh: Open MPI 4.1 leaks at MPI_Finalize, in
    # libraries without frame pointers whose stacks LeakSanitizer's unwinder
    # cannot follow (one frame, "<unknown module>"), so no suppression can
    # name them. The processes mpirun starts do not look for leaks; ASan and
    # UBSan stay on, and the threads tests check the same code for leaks.
    asan_options = os.environ.get("ASAN_OPTIONS")
    if asan_options:
        launcher += f" -x ASAN_OPTIONS={asan_options}:detect_leaks=0"
    config.substitutions.append(("%mpirun", launcher))
    for name, value in [("OMPI_ALLOW_RUN_AS_ROOT", "1"),
                        ("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"),
                        ("OMPI_MCA_btl", "self,vader")]:
        config.environment[name] = value

# ap-run --emit-executable (test/Integration/Executables): LLVM Support's
# static archive was found (lib/Execution/CMakeLists.txt).
if getattr(config, "shard_can_link_executables", "0") == "1":
    config.available_features.add("executables")

# ap-run --backend=nccl (test/Integration/NCCL): built with CUDA and NCCL;
# --device=gpu (test/Integration/GPU): built with CUDA and cuBLAS;
# `cuda-device` where a GPU answers nvidia-smi (the lent GPU machine).
if "mpi" in config.available_features and \
        getattr(config, "shard_have_nccl", "0") == "1":
    config.available_features.add("nccl")
if getattr(config, "shard_have_cuda", "0") == "1":
    config.available_features.add("cuda")
if "nccl" in config.available_features or "cuda" in config.available_features:
    nvidia_smi = shutil.which("nvidia-smi")
    if nvidia_smi and subprocess.run([nvidia_smi, "-L"], capture_output=True,
                                     timeout=60).returncode == 0:
        config.available_features.add("cuda-device")

# CUDA's ptxas, which gpu-module-to-binary{format=bin} runs (it looks in
# /usr/local/cuda by default): assembling PTX needs no GPU.
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")

# The CUDA toolkit's libdevice, which ap-lower-to-gpu-kernels links by
# default from the toolkit CMake found (math functions in kernels).
toolkit = getattr(config, "shard_cuda_toolkit_dir", "")
if toolkit and os.path.exists(
        os.path.join(toolkit, "nvvm", "libdevice", "libdevice.10.bc")):
    config.available_features.add("libdevice")

# The plan report's browser check (tools/report-check/check-report.py): a
# real headless Chromium, from Debian's packages (scripts/lib/packages.sh).
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
    config.substitutions.append(
        ("%check_report",
         f"{sys.executable} " + os.path.join(config.shard_src_root, "tools",
                                             "report-check", "check-report.py")
         + f" --chromium {chromium}"))

verify_roundtrip = lit_config.params.get("verify_roundtrip", "1") != "0"
if verify_roundtrip:
    config.available_features.add("verify-roundtrip")

tool_dirs = [config.shard_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst("ap-calibrate", unresolved="fatal"),
    ToolSubst("ap-opt",
              extra_args=["--verify-roundtrip"] if verify_roundtrip else [],
              unresolved="fatal"),
    ToolSubst("ap-run", unresolved="fatal"),
    ToolSubst("ap-train", unresolved="fatal"),
    ToolSubst("mlir-opt", unresolved="ignore"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
