// ap-check-gpu-binaries, the last step of ap-lower-to-gpu-kernels: PTX that
// declares libdevice functions without defining them (no libdevice was
// linked: no CUDA toolkit was found) is refused where the kernels are,
// naming the functions and the toolkit; PTX that calls nothing of it, and
// cubins (ptxas would have refused them), pass.
//
// RUN: ap-opt %s -split-input-file -verify-diagnostics -ap-check-gpu-binaries="toolkit=/opt/no-cuda" | FileCheck %s

// expected-error@+1 {{GPU kernels of @softmax_kernel call __nv_exp, __nv_log from CUDA's libdevice, which was not linked: no nvvm/libdevice under the CUDA toolkit '/opt/no-cuda' (set ap-lower-to-gpu-kernels' toolkit option, or CUDA_ROOT, CUDA_HOME or CUDA_PATH, to a CUDA toolkit)}}
gpu.binary @softmax_kernel [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 8.7\0A.target sm_90\0A.extern .func  (.param .b64 func_retval0) __nv_exp\0A(\0A\09.param .b64 __nv_exp_param_0\0A)\0A;\0A.extern .func  (.param .b64 func_retval0) __nv_log\0A(\0A\09.param .b64 __nv_log_param_0\0A)\0A;\0A.visible .entry softmax_kernel()\0A{\0A\09call.uni (retval0), __nv_exp, (param0);\0A\09ret;\0A}\0A">]

// -----

// Defined in the module (libdevice linked): nothing to report.
// CHECK: gpu.binary @linked
gpu.binary @linked [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 8.7\0A.target sm_90\0A.func  (.param .b64 func_retval0) __nv_exp(\0A\09.param .b64 __nv_exp_param_0\0A)\0A{\0A\09ret;\0A}\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]

// -----

// A function of the program's own whose name contains __nv_ is not
// libdevice's.
// CHECK: gpu.binary @helper
gpu.binary @helper [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 8.7\0A.extern .func  (.param .b32 func_retval0) my__nv_helper\0A(\0A)\0A;\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]

// -----

// printf's vprintf is the driver's, not libdevice's.
// CHECK: gpu.binary @prints
gpu.binary @prints [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 8.7\0A.extern .func  (.param .b32 func_retval0) vprintf\0A(\0A\09.param .b64 vprintf_param_0,\0A\09.param .b64 vprintf_param_1\0A)\0A;\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]

// -----

// A cubin is not PTX text: ptxas resolved (or refused) its calls.
// CHECK: gpu.binary @cubin
gpu.binary @cubin [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "\7FELF .extern .func __nv_exp">]
