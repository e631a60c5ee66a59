#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l0_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l1_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l2_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l3_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %245 = "arith.constant"() <{value = 512 : index}> : () -> index
    %246 = "arith.constant"() <{value = 32768 : index}> : () -> index
    %247 = "arith.constant"() <{value = 16384 : index}> : () -> index
    %248 = "arith.constant"() <{value = 256 : index}> : () -> index
    %249 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %250 = "util.buffer.constant"() <{value = "l0.ln1.scale"}> : () -> !util.buffer
    %251 = "util.buffer.constant"() <{value = "l0.ln1.shift"}> : () -> !util.buffer
    %252 = "util.buffer.constant"() <{value = "l0.q.weight"}> : () -> !util.buffer
    %253 = "util.buffer.constant"() <{value = "l0.q.bias"}> : () -> !util.buffer
    %254 = "util.buffer.constant"() <{value = "l0.k.weight"}> : () -> !util.buffer
    %255 = "util.buffer.constant"() <{value = "l0.k.bias"}> : () -> !util.buffer
    %256 = "util.buffer.constant"() <{value = "l0.v.weight"}> : () -> !util.buffer
    %257 = "util.buffer.constant"() <{value = "l0.v.bias"}> : () -> !util.buffer
    %258 = "util.buffer.constant"() <{value = "l0.o.weight"}> : () -> !util.buffer
    %259 = "util.buffer.constant"() <{value = "l0.o.bias"}> : () -> !util.buffer
    %260 = "util.buffer.constant"() <{value = "l0.ln2.scale"}> : () -> !util.buffer
    %261 = "util.buffer.constant"() <{value = "l0.ln2.shift"}> : () -> !util.buffer
    %262 = "util.buffer.constant"() <{value = "l0.ffn.up.weight"}> : () -> !util.buffer
    %263 = "util.buffer.constant"() <{value = "l0.ffn.up.bias"}> : () -> !util.buffer
    %264 = "util.buffer.constant"() <{value = "l0.ffn.down.weight"}> : () -> !util.buffer
    %265 = "util.buffer.constant"() <{value = "l0.ffn.down.bias"}> : () -> !util.buffer
    %266 = "util.buffer.constant"() <{value = "l1.ln1.scale"}> : () -> !util.buffer
    %267 = "util.buffer.constant"() <{value = "l1.ln1.shift"}> : () -> !util.buffer
    %268 = "util.buffer.constant"() <{value = "l1.q.weight"}> : () -> !util.buffer
    %269 = "util.buffer.constant"() <{value = "l1.q.bias"}> : () -> !util.buffer
    %270 = "util.buffer.constant"() <{value = "l1.k.weight"}> : () -> !util.buffer
    %271 = "util.buffer.constant"() <{value = "l1.k.bias"}> : () -> !util.buffer
    %272 = "util.buffer.constant"() <{value = "l1.v.weight"}> : () -> !util.buffer
    %273 = "util.buffer.constant"() <{value = "l1.v.bias"}> : () -> !util.buffer
    %274 = "util.buffer.constant"() <{value = "l1.o.weight"}> : () -> !util.buffer
    %275 = "util.buffer.constant"() <{value = "l1.o.bias"}> : () -> !util.buffer
    %276 = "util.buffer.constant"() <{value = "l1.ln2.scale"}> : () -> !util.buffer
    %277 = "util.buffer.constant"() <{value = "l1.ln2.shift"}> : () -> !util.buffer
    %278 = "util.buffer.constant"() <{value = "l1.ffn.up.weight"}> : () -> !util.buffer
    %279 = "util.buffer.constant"() <{value = "l1.ffn.up.bias"}> : () -> !util.buffer
    %280 = "util.buffer.constant"() <{value = "l1.ffn.down.weight"}> : () -> !util.buffer
    %281 = "util.buffer.constant"() <{value = "l1.ffn.down.bias"}> : () -> !util.buffer
    %282 = "util.buffer.constant"() <{value = "l2.ln1.scale"}> : () -> !util.buffer
    %283 = "util.buffer.constant"() <{value = "l2.ln1.shift"}> : () -> !util.buffer
    %284 = "util.buffer.constant"() <{value = "l2.q.weight"}> : () -> !util.buffer
    %285 = "util.buffer.constant"() <{value = "l2.q.bias"}> : () -> !util.buffer
    %286 = "util.buffer.constant"() <{value = "l2.k.weight"}> : () -> !util.buffer
    %287 = "util.buffer.constant"() <{value = "l2.k.bias"}> : () -> !util.buffer
    %288 = "util.buffer.constant"() <{value = "l2.v.weight"}> : () -> !util.buffer
    %289 = "util.buffer.constant"() <{value = "l2.v.bias"}> : () -> !util.buffer
    %290 = "util.buffer.constant"() <{value = "l2.o.weight"}> : () -> !util.buffer
    %291 = "util.buffer.constant"() <{value = "l2.o.bias"}> : () -> !util.buffer
    %292 = "util.buffer.constant"() <{value = "l2.ln2.scale"}> : () -> !util.buffer
    %293 = "util.buffer.constant"() <{value = "l2.ln2.shift"}> : () -> !util.buffer
    %294 = "util.buffer.constant"() <{value = "l2.ffn.up.weight"}> : () -> !util.buffer
    %295 = "util.buffer.constant"() <{value = "l2.ffn.up.bias"}> : () -> !util.buffer
    %296 = "util.buffer.constant"() <{value = "l2.ffn.down.weight"}> : () -> !util.buffer
    %297 = "util.buffer.constant"() <{value = "l2.ffn.down.bias"}> : () -> !util.buffer
    %298 = "util.buffer.constant"() <{value = "l3.ln1.scale"}> : () -> !util.buffer
    %299 = "util.buffer.constant"() <{value = "l3.ln1.shift"}> : () -> !util.buffer
    %300 = "util.buffer.constant"() <{value = "l3.q.weight"}> : () -> !util.buffer
    %301 = "util.buffer.constant"() <{value = "l3.q.bias"}> : () -> !util.buffer
    %302 = "util.buffer.constant"() <{value = "l3.k.weight"}> : () -> !util.buffer
    %303 = "util.buffer.constant"() <{value = "l3.k.bias"}> : () -> !util.buffer
    %304 = "util.buffer.constant"() <{value = "l3.v.weight"}> : () -> !util.buffer
    %305 = "util.buffer.constant"() <{value = "l3.v.bias"}> : () -> !util.buffer
    %306 = "util.buffer.constant"() <{value = "l3.o.weight"}> : () -> !util.buffer
    %307 = "util.buffer.constant"() <{value = "l3.o.bias"}> : () -> !util.buffer
    %308 = "util.buffer.constant"() <{value = "l3.ln2.scale"}> : () -> !util.buffer
    %309 = "util.buffer.constant"() <{value = "l3.ln2.shift"}> : () -> !util.buffer
    %310 = "util.buffer.constant"() <{value = "l3.ffn.up.weight"}> : () -> !util.buffer
    %311 = "util.buffer.constant"() <{value = "l3.ffn.up.bias"}> : () -> !util.buffer
    %312 = "util.buffer.constant"() <{value = "l3.ffn.down.weight"}> : () -> !util.buffer
    %313 = "util.buffer.constant"() <{value = "l3.ffn.down.bias"}> : () -> !util.buffer
    %314 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %315:65 = "stream.cmd.parameter.load"(%314, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %249, %248, %248, %247, %248, %247, %248, %247, %248, %247, %248, %248, %248, %246, %245, %246, %248, %248, %248, %247, %248, %247, %248, %247, %248, %247, %248, %248, %248, %246, %245, %246, %248, %248, %248, %247, %248, %247, %248, %247, %248, %247, %248, %248, %248, %246, %245, %246, %248, %248, %248, %247, %248, %247, %248, %247, %248, %247, %248, %248, %248, %246, %245, %246, %248) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 64, 64, 64, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %316:64 = "stream.timepoint.await"(%315#15, %315#31, %315#47, %315#63, %315#62, %315#61, %315#60, %315#53, %315#58, %315#59, %315#57, %315#56, %315#55, %315#54, %315#52, %315#48, %315#49, %315#51, %315#50, %315#46, %315#45, %315#44, %315#37, %315#42, %315#43, %315#41, %315#40, %315#39, %315#38, %315#36, %315#32, %315#33, %315#35, %315#34, %315#30, %315#29, %315#28, %315#21, %315#26, %315#27, %315#25, %315#24, %315#23, %315#22, %315#20, %315#16, %315#17, %315#19, %315#18, %315#14, %315#13, %315#12, %315#5, %315#10, %315#11, %315#9, %315#8, %315#7, %315#6, %315#4, %315#0, %315#1, %315#3, %315#2, %248, %248, %248, %248, %246, %245, %246, %248, %248, %248, %248, %247, %248, %247, %247, %248, %248, %248, %247, %246, %245, %246, %248, %248, %248, %248, %247, %248, %247, %247, %248, %248, %248, %247, %246, %245, %246, %248, %248, %248, %248, %247, %248, %247, %247, %248, %248, %248, %247, %246, %245, %246, %248, %248, %248, %248, %247, %248, %247, %247, %248, %248, %248, %247, %315#64) <{operandSegmentSizes = array<i32: 64, 64, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%316#0) <{global = @__parameter_model_l0_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#49) <{global = @__parameter_model_l0_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#50) <{global = @__parameter_model_l0_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#51) <{global = @__parameter_model_l0_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#52) <{global = @__parameter_model_l0_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#59) <{global = @__parameter_model_l0_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#60) <{global = @__parameter_model_l0_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#61) <{global = @__parameter_model_l0_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#53) <{global = @__parameter_model_l0_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#54) <{global = @__parameter_model_l0_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#55) <{global = @__parameter_model_l0_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#56) <{global = @__parameter_model_l0_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#62) <{global = @__parameter_model_l0_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#63) <{global = @__parameter_model_l0_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#57) <{global = @__parameter_model_l0_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#58) <{global = @__parameter_model_l0_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#1) <{global = @__parameter_model_l1_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#34) <{global = @__parameter_model_l1_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#35) <{global = @__parameter_model_l1_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#36) <{global = @__parameter_model_l1_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#37) <{global = @__parameter_model_l1_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#44) <{global = @__parameter_model_l1_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#45) <{global = @__parameter_model_l1_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#46) <{global = @__parameter_model_l1_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#38) <{global = @__parameter_model_l1_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#39) <{global = @__parameter_model_l1_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#40) <{global = @__parameter_model_l1_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#41) <{global = @__parameter_model_l1_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#47) <{global = @__parameter_model_l1_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#48) <{global = @__parameter_model_l1_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#42) <{global = @__parameter_model_l1_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#43) <{global = @__parameter_model_l1_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#2) <{global = @__parameter_model_l2_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#19) <{global = @__parameter_model_l2_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#20) <{global = @__parameter_model_l2_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#21) <{global = @__parameter_model_l2_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#22) <{global = @__parameter_model_l2_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#29) <{global = @__parameter_model_l2_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#30) <{global = @__parameter_model_l2_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#31) <{global = @__parameter_model_l2_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#23) <{global = @__parameter_model_l2_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#24) <{global = @__parameter_model_l2_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#25) <{global = @__parameter_model_l2_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#26) <{global = @__parameter_model_l2_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#32) <{global = @__parameter_model_l2_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#33) <{global = @__parameter_model_l2_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#27) <{global = @__parameter_model_l2_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#28) <{global = @__parameter_model_l2_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#3) <{global = @__parameter_model_l3_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#4) <{global = @__parameter_model_l3_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#5) <{global = @__parameter_model_l3_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#6) <{global = @__parameter_model_l3_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#7) <{global = @__parameter_model_l3_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#14) <{global = @__parameter_model_l3_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#15) <{global = @__parameter_model_l3_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#16) <{global = @__parameter_model_l3_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#8) <{global = @__parameter_model_l3_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#9) <{global = @__parameter_model_l3_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#10) <{global = @__parameter_model_l3_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#11) <{global = @__parameter_model_l3_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#17) <{global = @__parameter_model_l3_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#18) <{global = @__parameter_model_l3_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#12) <{global = @__parameter_model_l3_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%316#13) <{global = @__parameter_model_l3_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_32x64_f32, sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      %244:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%244#0, %244#1, %244#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      ^bb0(%arg155: !stream.binding, %arg156: !stream.binding):
        %235 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %236 = "arith.constant"() <{value = 0 : index}> : () -> index
        %237 = "stream.binding.subspan"(%arg155, %236) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %238 = "stream.binding.subspan"(%arg156, %236) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        %239 = "iree_tensor_ext.dispatch.tensor.load"(%237) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %240 = "tensor.empty"() : () -> tensor<32xf32>
        %241 = "linalg.fill"(%235, %240) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg159: f32, %arg160: f32):
          "linalg.yield"(%arg159) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %242 = "linalg.generic"(%239, %241) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg157: f32, %arg158: f32):
          %243 = "math.fma"(%arg157, %arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
          "linalg.yield"(%243) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%242, %238) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_32x64_f32, sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      %234:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%234#0, %234#1, %234#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      ^bb0(%arg140: !stream.binding, %arg141: !stream.binding, %arg142: !stream.binding, %arg143: !stream.binding, %arg144: !stream.binding):
        %205 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %206 = "arith.constant"() <{value = 1.562500e-02 : f32}> : () -> f32
        %207 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %208 = "arith.constant"() <{value = 0 : index}> : () -> index
        %209 = "stream.binding.subspan"(%arg140, %208) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %210 = "stream.binding.subspan"(%arg141, %208) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %211 = "stream.binding.subspan"(%arg142, %208) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %212 = "stream.binding.subspan"(%arg143, %208) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %213 = "stream.binding.subspan"(%arg144, %208) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %214 = "iree_tensor_ext.dispatch.tensor.load"(%209) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %215 = "iree_tensor_ext.dispatch.tensor.load"(%210) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %216 = "iree_tensor_ext.dispatch.tensor.load"(%211) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %217 = "iree_tensor_ext.dispatch.tensor.load"(%212) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %218 = "tensor.empty"() : () -> tensor<32x64xf32>
        %219 = "tensor.empty"() : () -> tensor<32xf32>
        %220 = "linalg.fill"(%207, %219) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg153: f32, %arg154: f32):
          "linalg.yield"(%arg153) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %221 = "linalg.generic"(%214, %220) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg151: f32, %arg152: f32):
          %233 = "arith.addf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%233) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        %222 = "linalg.generic"(%214, %221, %215, %216, %217, %218) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 1>}> ({
        ^bb0(%arg145: f32, %arg146: f32, %arg147: f32, %arg148: f32, %arg149: f32, %arg150: f32):
          %223 = "arith.mulf"(%arg146, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %224 = "arith.mulf"(%arg147, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %225 = "arith.mulf"(%223, %223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %226 = "arith.subf"(%224, %225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %227 = "arith.addf"(%226, %205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %228 = "math.rsqrt"(%227) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %229 = "arith.subf"(%arg145, %223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %230 = "arith.mulf"(%229, %228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %231 = "arith.mulf"(%230, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %232 = "arith.addf"(%231, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%232) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%222, %213) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_32x64x64_f32, sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      %204:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%204#0, %204#1, %204#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      ^bb0(%arg128: !stream.binding, %arg129: !stream.binding, %arg130: !stream.binding, %arg131: !stream.binding):
        %188 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %189 = "arith.constant"() <{value = 0 : index}> : () -> index
        %190 = "stream.binding.subspan"(%arg128, %189) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %191 = "stream.binding.subspan"(%arg129, %189) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %192 = "stream.binding.subspan"(%arg130, %189) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %193 = "stream.binding.subspan"(%arg131, %189) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %194 = "iree_tensor_ext.dispatch.tensor.load"(%190) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %195 = "iree_tensor_ext.dispatch.tensor.load"(%191) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %196 = "iree_tensor_ext.dispatch.tensor.load"(%192) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %197 = "tensor.empty"() : () -> tensor<32x64xf32>
        %198 = "linalg.fill"(%188, %197) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg138: f32, %arg139: f32):
          "linalg.yield"(%arg138) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %199 = "linalg.matmul"(%194, %195, %198) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
          %202 = "arith.mulf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %203 = "arith.addf"(%arg137, %202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%203) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %200 = "linalg.generic"(%199, %196, %197) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
          %201 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%201) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%200, %193) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_matmul_like_32x32x64_f32, sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      %187:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%187#0, %187#1, %187#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      ^bb0(%arg118: !stream.binding, %arg119: !stream.binding, %arg120: !stream.binding):
        %172 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
        %173 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %174 = "arith.constant"() <{value = 0 : index}> : () -> index
        %175 = "stream.binding.subspan"(%arg118, %174) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %176 = "stream.binding.subspan"(%arg119, %174) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %177 = "stream.binding.subspan"(%arg120, %174) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %178 = "iree_tensor_ext.dispatch.tensor.load"(%175) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %179 = "iree_tensor_ext.dispatch.tensor.load"(%176) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %180 = "tensor.empty"() : () -> tensor<32x32xf32>
        %181 = "linalg.fill"(%173, %180) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg126: f32, %arg127: f32):
          "linalg.yield"(%arg126) : (f32) -> ()
        }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
        %182 = "linalg.generic"(%178, %179, %181) <{indexing_maps = [#map3, #map6, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
          %185 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %186 = "arith.addf"(%185, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%186) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        %183 = "linalg.generic"(%182, %180) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg121: f32, %arg122: f32):
          %184 = "arith.mulf"(%arg121, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%184) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%183, %177) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store, sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      %171:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%171#0, %171#1, %171#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg116: !stream.binding, %arg117: !stream.binding):
        %165 = "arith.constant"() <{value = 0 : index}> : () -> index
        %166 = "stream.binding.subspan"(%arg116, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %167 = "stream.binding.subspan"(%arg117, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %168 = "iree_tensor_ext.dispatch.tensor.load"(%166) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %169 = "tensor.empty"() : () -> tensor<32x32xf32>
        %170 = "linalg.softmax"(%168, %169) <{dimension = 1 : i64}> : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%170, %167) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_matmul_32x64x32_f32, sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      %164:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%164#0, %164#1, %164#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      ^bb0(%arg108: !stream.binding, %arg109: !stream.binding, %arg110: !stream.binding):
        %152 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %153 = "arith.constant"() <{value = 0 : index}> : () -> index
        %154 = "stream.binding.subspan"(%arg108, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %155 = "stream.binding.subspan"(%arg109, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %156 = "stream.binding.subspan"(%arg110, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %157 = "iree_tensor_ext.dispatch.tensor.load"(%154) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %158 = "iree_tensor_ext.dispatch.tensor.load"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %159 = "tensor.empty"() : () -> tensor<32x64xf32>
        %160 = "linalg.fill"(%152, %159) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg114: f32, %arg115: f32):
          "linalg.yield"(%arg114) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %161 = "linalg.matmul"(%157, %158, %160) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
          %162 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %163 = "arith.addf"(%arg113, %162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%163) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%161, %156) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_8", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_8_matmul_32x64x64_f32, sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      %151:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%151#0, %151#1, %151#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      ^bb0(%arg94: !stream.binding, %arg95: !stream.binding, %arg96: !stream.binding, %arg97: !stream.binding, %arg98: !stream.binding):
        %132 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %133 = "arith.constant"() <{value = 0 : index}> : () -> index
        %134 = "stream.binding.subspan"(%arg94, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %135 = "stream.binding.subspan"(%arg95, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %136 = "stream.binding.subspan"(%arg96, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %137 = "stream.binding.subspan"(%arg97, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %138 = "stream.binding.subspan"(%arg98, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %139 = "iree_tensor_ext.dispatch.tensor.load"(%134) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %140 = "iree_tensor_ext.dispatch.tensor.load"(%135) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %141 = "iree_tensor_ext.dispatch.tensor.load"(%136) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %142 = "iree_tensor_ext.dispatch.tensor.load"(%137) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %143 = "tensor.empty"() : () -> tensor<32x64xf32>
        %144 = "linalg.fill"(%132, %143) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg106: f32, %arg107: f32):
          "linalg.yield"(%arg106) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %145 = "linalg.matmul"(%139, %140, %144) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
          %149 = "arith.mulf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %150 = "arith.addf"(%arg105, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%150) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %146 = "linalg.generic"(%141, %145, %142, %143) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg99: f32, %arg100: f32, %arg101: f32, %arg102: f32):
          %147 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %148 = "arith.addf"(%arg99, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%148) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%146, %138) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_11", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_11_matmul_32x128x64_f32, sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      %131:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%131#0, %131#1, %131#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      ^bb0(%arg82: !stream.binding, %arg83: !stream.binding, %arg84: !stream.binding, %arg85: !stream.binding):
        %113 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %114 = "arith.constant"() <{value = 0 : index}> : () -> index
        %115 = "stream.binding.subspan"(%arg82, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %116 = "stream.binding.subspan"(%arg83, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>
        %117 = "stream.binding.subspan"(%arg84, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %118 = "stream.binding.subspan"(%arg85, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%115) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %120 = "iree_tensor_ext.dispatch.tensor.load"(%116) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>) -> tensor<64x128xf32>
        %121 = "iree_tensor_ext.dispatch.tensor.load"(%117) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %122 = "tensor.empty"() : () -> tensor<32x128xf32>
        %123 = "linalg.fill"(%113, %122) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg92: f32, %arg93: f32):
          "linalg.yield"(%arg92) : (f32) -> ()
        }) : (f32, tensor<32x128xf32>) -> tensor<32x128xf32>
        %124 = "linalg.matmul"(%119, %120, %123) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
          %129 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %130 = "arith.addf"(%arg91, %129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%130) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        %125 = "linalg.generic"(%124, %121, %122) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
          %126 = "arith.addf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %127 = "math.erf"(%126) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %128 = "arith.mulf"(%126, %127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%128) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%125, %118) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (tensor<32x128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_12", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_12_matmul_32x64x128_f32, sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      %112:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%112#0, %112#1, %112#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      ^bb0(%arg68: !stream.binding, %arg69: !stream.binding, %arg70: !stream.binding, %arg71: !stream.binding, %arg72: !stream.binding):
        %93 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %94 = "arith.constant"() <{value = 0 : index}> : () -> index
        %95 = "stream.binding.subspan"(%arg68, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>
        %96 = "stream.binding.subspan"(%arg69, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>
        %97 = "stream.binding.subspan"(%arg70, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %98 = "stream.binding.subspan"(%arg71, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %99 = "stream.binding.subspan"(%arg72, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %100 = "iree_tensor_ext.dispatch.tensor.load"(%95) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>) -> tensor<32x128xf32>
        %101 = "iree_tensor_ext.dispatch.tensor.load"(%96) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 128, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>) -> tensor<128x64xf32>
        %102 = "iree_tensor_ext.dispatch.tensor.load"(%97) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %103 = "iree_tensor_ext.dispatch.tensor.load"(%98) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %104 = "tensor.empty"() : () -> tensor<32x64xf32>
        %105 = "linalg.fill"(%93, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg80: f32, %arg81: f32):
          "linalg.yield"(%arg80) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %106 = "linalg.matmul"(%100, %101, %105) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
          %110 = "arith.mulf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %111 = "arith.addf"(%arg79, %110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%111) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %107 = "linalg.generic"(%102, %106, %103, %104) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg73: f32, %arg74: f32, %arg75: f32, %arg76: f32):
          %108 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %109 = "arith.addf"(%arg73, %108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%109) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%107, %99) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 16384 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %5 = "arith.constant"() <{value = 64 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "arith.constant"() <{value = 256 : index}> : () -> index
    %8 = "arith.constant"() <{value = 32768 : index}> : () -> index
    %9 = "arith.constant"() <{value = 512 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8320 : index}> : () -> index
    %11 = "arith.constant"() <{value = 16512 : index}> : () -> index
    %12 = "arith.constant"() <{value = 24704 : index}> : () -> index
    %13 = "arith.constant"() <{value = 32896 : index}> : () -> index
    %14 = "arith.constant"() <{value = 12288 : index}> : () -> index
    %15 = "arith.constant"() <{value = 20480 : index}> : () -> index
    %16 = "arith.constant"() <{value = 41088 : index}> : () -> index
    %17 = "arith.constant"() <{value = 28672 : index}> : () -> index
    %18 = "arith.constant"() <{value = 45184 : index}> : () -> index
    %19 = "util.global.load"() <{global = @__parameter_model_l0_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %20 = "util.global.load"() <{global = @__parameter_model_l0_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %21 = "util.global.load"() <{global = @__parameter_model_l0_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %22 = "util.global.load"() <{global = @__parameter_model_l0_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %23 = "util.global.load"() <{global = @__parameter_model_l0_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %24 = "util.global.load"() <{global = @__parameter_model_l0_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %25 = "util.global.load"() <{global = @__parameter_model_l0_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %26 = "util.global.load"() <{global = @__parameter_model_l0_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %27 = "util.global.load"() <{global = @__parameter_model_l0_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %28 = "util.global.load"() <{global = @__parameter_model_l0_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %29 = "util.global.load"() <{global = @__parameter_model_l0_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %30 = "util.global.load"() <{global = @__parameter_model_l0_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %31 = "util.global.load"() <{global = @__parameter_model_l0_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %32 = "util.global.load"() <{global = @__parameter_model_l0_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %33 = "util.global.load"() <{global = @__parameter_model_l0_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %34 = "util.global.load"() <{global = @__parameter_model_l0_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %35 = "util.global.load"() <{global = @__parameter_model_l1_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %36 = "util.global.load"() <{global = @__parameter_model_l1_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %37 = "util.global.load"() <{global = @__parameter_model_l1_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %38 = "util.global.load"() <{global = @__parameter_model_l1_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %39 = "util.global.load"() <{global = @__parameter_model_l1_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %40 = "util.global.load"() <{global = @__parameter_model_l1_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %41 = "util.global.load"() <{global = @__parameter_model_l1_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %42 = "util.global.load"() <{global = @__parameter_model_l1_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %43 = "util.global.load"() <{global = @__parameter_model_l1_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %44 = "util.global.load"() <{global = @__parameter_model_l1_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %45 = "util.global.load"() <{global = @__parameter_model_l1_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %46 = "util.global.load"() <{global = @__parameter_model_l1_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %47 = "util.global.load"() <{global = @__parameter_model_l1_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %48 = "util.global.load"() <{global = @__parameter_model_l1_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %49 = "util.global.load"() <{global = @__parameter_model_l1_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %50 = "util.global.load"() <{global = @__parameter_model_l1_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %51 = "util.global.load"() <{global = @__parameter_model_l2_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %52 = "util.global.load"() <{global = @__parameter_model_l2_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %53 = "util.global.load"() <{global = @__parameter_model_l2_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %54 = "util.global.load"() <{global = @__parameter_model_l2_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %55 = "util.global.load"() <{global = @__parameter_model_l2_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %56 = "util.global.load"() <{global = @__parameter_model_l2_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %57 = "util.global.load"() <{global = @__parameter_model_l2_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %58 = "util.global.load"() <{global = @__parameter_model_l2_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %59 = "util.global.load"() <{global = @__parameter_model_l2_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %60 = "util.global.load"() <{global = @__parameter_model_l2_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %61 = "util.global.load"() <{global = @__parameter_model_l2_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %62 = "util.global.load"() <{global = @__parameter_model_l2_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %63 = "util.global.load"() <{global = @__parameter_model_l2_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %64 = "util.global.load"() <{global = @__parameter_model_l2_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %65 = "util.global.load"() <{global = @__parameter_model_l2_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %66 = "util.global.load"() <{global = @__parameter_model_l2_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %67 = "util.global.load"() <{global = @__parameter_model_l3_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %68 = "util.global.load"() <{global = @__parameter_model_l3_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %69 = "util.global.load"() <{global = @__parameter_model_l3_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %70 = "util.global.load"() <{global = @__parameter_model_l3_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %71 = "util.global.load"() <{global = @__parameter_model_l3_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %72 = "util.global.load"() <{global = @__parameter_model_l3_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %73 = "util.global.load"() <{global = @__parameter_model_l3_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %74 = "util.global.load"() <{global = @__parameter_model_l3_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %75 = "util.global.load"() <{global = @__parameter_model_l3_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %76 = "util.global.load"() <{global = @__parameter_model_l3_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %77 = "util.global.load"() <{global = @__parameter_model_l3_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %78 = "util.global.load"() <{global = @__parameter_model_l3_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %79 = "util.global.load"() <{global = @__parameter_model_l3_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %80 = "util.global.load"() <{global = @__parameter_model_l3_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %81 = "util.global.load"() <{global = @__parameter_model_l3_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %82 = "util.global.load"() <{global = @__parameter_model_l3_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %83 = "hal.element_type"() <{type = f32}> : () -> i32
    %84 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %83, %84, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %85 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32x64xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %86:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %87:2 = "stream.resource.alloca"(%18) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %88 = "stream.timepoint.join"(%86#1, %87#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %89 = "stream.cmd.execute"(%85, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %86#0, %87#0, %4, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %4, %18, %88) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 67, 67, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<constant>, %arg7: !stream.resource<constant>, %arg8: !stream.resource<constant>, %arg9: !stream.resource<constant>, %arg10: !stream.resource<constant>, %arg11: !stream.resource<constant>, %arg12: !stream.resource<constant>, %arg13: !stream.resource<constant>, %arg14: !stream.resource<constant>, %arg15: !stream.resource<constant>, %arg16: !stream.resource<constant>, %arg17: !stream.resource<constant>, %arg18: !stream.resource<constant>, %arg19: !stream.resource<constant>, %arg20: !stream.resource<constant>, %arg21: !stream.resource<constant>, %arg22: !stream.resource<constant>, %arg23: !stream.resource<constant>, %arg24: !stream.resource<constant>, %arg25: !stream.resource<constant>, %arg26: !stream.resource<constant>, %arg27: !stream.resource<constant>, %arg28: !stream.resource<constant>, %arg29: !stream.resource<constant>, %arg30: !stream.resource<constant>, %arg31: !stream.resource<constant>, %arg32: !stream.resource<constant>, %arg33: !stream.resource<constant>, %arg34: !stream.resource<constant>, %arg35: !stream.resource<constant>, %arg36: !stream.resource<constant>, %arg37: !stream.resource<constant>, %arg38: !stream.resource<constant>, %arg39: !stream.resource<constant>, %arg40: !stream.resource<constant>, %arg41: !stream.resource<constant>, %arg42: !stream.resource<constant>, %arg43: !stream.resource<constant>, %arg44: !stream.resource<constant>, %arg45: !stream.resource<constant>, %arg46: !stream.resource<constant>, %arg47: !stream.resource<constant>, %arg48: !stream.resource<constant>, %arg49: !stream.resource<constant>, %arg50: !stream.resource<constant>, %arg51: !stream.resource<constant>, %arg52: !stream.resource<constant>, %arg53: !stream.resource<constant>, %arg54: !stream.resource<constant>, %arg55: !stream.resource<constant>, %arg56: !stream.resource<constant>, %arg57: !stream.resource<constant>, %arg58: !stream.resource<constant>, %arg59: !stream.resource<constant>, %arg60: !stream.resource<constant>, %arg61: !stream.resource<constant>, %arg62: !stream.resource<constant>, %arg63: !stream.resource<constant>, %arg64: !stream.resource<constant>, %arg65: !stream.resource<constant>, %arg66: !stream.resource<external>, %arg67: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg67, %4, %18, %2, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg1, %arg67, %arg2, %arg3, %arg67, %4, %18, %7, %7, %18, %2, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg4, %arg5, %arg67, %18, %0, %7, %18, %3, %2, %2, %10, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg6, %arg7, %arg67, %18, %0, %7, %18, %3, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg8, %arg9, %arg67, %18, %0, %7, %18, %3, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %10, %11, %13, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %13, %2, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %2, %12, %1, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg10, %arg1, %arg11, %arg67, %18, %0, %4, %7, %18, %1, %2, %2, %2, %14, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %14, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg12, %arg13, %arg67, %18, %18, %7, %7, %18, %14, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg14, %arg15, %arg67, %18, %8, %9, %18, %3, %2, %2, %15, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg16, %arg67, %arg17, %arg67, %18, %8, %18, %7, %18, %15, %2, %14, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg18, %arg19, %arg67, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg20, %arg21, %arg67, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg22, %arg23, %arg67, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg24, %arg25, %arg67, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg26, %arg67, %arg27, %arg67, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg28, %arg29, %arg67, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg30, %arg31, %arg67, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg32, %arg67, %arg33, %arg67, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg34, %arg35, %arg67, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg36, %arg37, %arg67, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg38, %arg39, %arg67, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg40, %arg41, %arg67, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg42, %arg67, %arg43, %arg67, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg44, %arg45, %arg67, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg46, %arg47, %arg67, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg48, %arg67, %arg49, %arg67, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg50, %arg51, %arg67, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg52, %arg53, %arg67, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg54, %arg55, %arg67, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg67, %arg56, %arg57, %arg67, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg67, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg58, %arg67, %arg59, %arg67, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg67, %arg60, %arg61, %arg67, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg62, %arg63, %arg67, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg67, %arg64, %arg67, %arg65, %arg66, %18, %8, %18, %7, %4, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %90 = "stream.resource.dealloca"(%87#0, %18, %89) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %91 = "stream.timepoint.await"(%86#0, %4, %90) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %92 = "stream.tensor.export"(%91, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<32x64xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%92) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<32x64xf32>) -> (%output0: tensor<32x64xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


