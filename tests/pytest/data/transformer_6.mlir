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
  "util.global"() <{sym_name = "__parameter_model_l4_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l4_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ln1_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ln1_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_q_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_q_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_k_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_k_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_v_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_v_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_o_weight_tensor_64x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_o_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ln2_scale_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ln2_shift_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ffn_up_weight_tensor_64x128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ffn_up_bias_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ffn_down_weight_tensor_128x64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_l5_ffn_down_bias_tensor_64xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %277 = "arith.constant"() <{value = 512 : index}> : () -> index
    %278 = "arith.constant"() <{value = 32768 : index}> : () -> index
    %279 = "arith.constant"() <{value = 16384 : index}> : () -> index
    %280 = "arith.constant"() <{value = 256 : index}> : () -> index
    %281 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %282 = "util.buffer.constant"() <{value = "l0.ln1.scale"}> : () -> !util.buffer
    %283 = "util.buffer.constant"() <{value = "l0.ln1.shift"}> : () -> !util.buffer
    %284 = "util.buffer.constant"() <{value = "l0.q.weight"}> : () -> !util.buffer
    %285 = "util.buffer.constant"() <{value = "l0.q.bias"}> : () -> !util.buffer
    %286 = "util.buffer.constant"() <{value = "l0.k.weight"}> : () -> !util.buffer
    %287 = "util.buffer.constant"() <{value = "l0.k.bias"}> : () -> !util.buffer
    %288 = "util.buffer.constant"() <{value = "l0.v.weight"}> : () -> !util.buffer
    %289 = "util.buffer.constant"() <{value = "l0.v.bias"}> : () -> !util.buffer
    %290 = "util.buffer.constant"() <{value = "l0.o.weight"}> : () -> !util.buffer
    %291 = "util.buffer.constant"() <{value = "l0.o.bias"}> : () -> !util.buffer
    %292 = "util.buffer.constant"() <{value = "l0.ln2.scale"}> : () -> !util.buffer
    %293 = "util.buffer.constant"() <{value = "l0.ln2.shift"}> : () -> !util.buffer
    %294 = "util.buffer.constant"() <{value = "l0.ffn.up.weight"}> : () -> !util.buffer
    %295 = "util.buffer.constant"() <{value = "l0.ffn.up.bias"}> : () -> !util.buffer
    %296 = "util.buffer.constant"() <{value = "l0.ffn.down.weight"}> : () -> !util.buffer
    %297 = "util.buffer.constant"() <{value = "l0.ffn.down.bias"}> : () -> !util.buffer
    %298 = "util.buffer.constant"() <{value = "l1.ln1.scale"}> : () -> !util.buffer
    %299 = "util.buffer.constant"() <{value = "l1.ln1.shift"}> : () -> !util.buffer
    %300 = "util.buffer.constant"() <{value = "l1.q.weight"}> : () -> !util.buffer
    %301 = "util.buffer.constant"() <{value = "l1.q.bias"}> : () -> !util.buffer
    %302 = "util.buffer.constant"() <{value = "l1.k.weight"}> : () -> !util.buffer
    %303 = "util.buffer.constant"() <{value = "l1.k.bias"}> : () -> !util.buffer
    %304 = "util.buffer.constant"() <{value = "l1.v.weight"}> : () -> !util.buffer
    %305 = "util.buffer.constant"() <{value = "l1.v.bias"}> : () -> !util.buffer
    %306 = "util.buffer.constant"() <{value = "l1.o.weight"}> : () -> !util.buffer
    %307 = "util.buffer.constant"() <{value = "l1.o.bias"}> : () -> !util.buffer
    %308 = "util.buffer.constant"() <{value = "l1.ln2.scale"}> : () -> !util.buffer
    %309 = "util.buffer.constant"() <{value = "l1.ln2.shift"}> : () -> !util.buffer
    %310 = "util.buffer.constant"() <{value = "l1.ffn.up.weight"}> : () -> !util.buffer
    %311 = "util.buffer.constant"() <{value = "l1.ffn.up.bias"}> : () -> !util.buffer
    %312 = "util.buffer.constant"() <{value = "l1.ffn.down.weight"}> : () -> !util.buffer
    %313 = "util.buffer.constant"() <{value = "l1.ffn.down.bias"}> : () -> !util.buffer
    %314 = "util.buffer.constant"() <{value = "l2.ln1.scale"}> : () -> !util.buffer
    %315 = "util.buffer.constant"() <{value = "l2.ln1.shift"}> : () -> !util.buffer
    %316 = "util.buffer.constant"() <{value = "l2.q.weight"}> : () -> !util.buffer
    %317 = "util.buffer.constant"() <{value = "l2.q.bias"}> : () -> !util.buffer
    %318 = "util.buffer.constant"() <{value = "l2.k.weight"}> : () -> !util.buffer
    %319 = "util.buffer.constant"() <{value = "l2.k.bias"}> : () -> !util.buffer
    %320 = "util.buffer.constant"() <{value = "l2.v.weight"}> : () -> !util.buffer
    %321 = "util.buffer.constant"() <{value = "l2.v.bias"}> : () -> !util.buffer
    %322 = "util.buffer.constant"() <{value = "l2.o.weight"}> : () -> !util.buffer
    %323 = "util.buffer.constant"() <{value = "l2.o.bias"}> : () -> !util.buffer
    %324 = "util.buffer.constant"() <{value = "l2.ln2.scale"}> : () -> !util.buffer
    %325 = "util.buffer.constant"() <{value = "l2.ln2.shift"}> : () -> !util.buffer
    %326 = "util.buffer.constant"() <{value = "l2.ffn.up.weight"}> : () -> !util.buffer
    %327 = "util.buffer.constant"() <{value = "l2.ffn.up.bias"}> : () -> !util.buffer
    %328 = "util.buffer.constant"() <{value = "l2.ffn.down.weight"}> : () -> !util.buffer
    %329 = "util.buffer.constant"() <{value = "l2.ffn.down.bias"}> : () -> !util.buffer
    %330 = "util.buffer.constant"() <{value = "l3.ln1.scale"}> : () -> !util.buffer
    %331 = "util.buffer.constant"() <{value = "l3.ln1.shift"}> : () -> !util.buffer
    %332 = "util.buffer.constant"() <{value = "l3.q.weight"}> : () -> !util.buffer
    %333 = "util.buffer.constant"() <{value = "l3.q.bias"}> : () -> !util.buffer
    %334 = "util.buffer.constant"() <{value = "l3.k.weight"}> : () -> !util.buffer
    %335 = "util.buffer.constant"() <{value = "l3.k.bias"}> : () -> !util.buffer
    %336 = "util.buffer.constant"() <{value = "l3.v.weight"}> : () -> !util.buffer
    %337 = "util.buffer.constant"() <{value = "l3.v.bias"}> : () -> !util.buffer
    %338 = "util.buffer.constant"() <{value = "l3.o.weight"}> : () -> !util.buffer
    %339 = "util.buffer.constant"() <{value = "l3.o.bias"}> : () -> !util.buffer
    %340 = "util.buffer.constant"() <{value = "l3.ln2.scale"}> : () -> !util.buffer
    %341 = "util.buffer.constant"() <{value = "l3.ln2.shift"}> : () -> !util.buffer
    %342 = "util.buffer.constant"() <{value = "l3.ffn.up.weight"}> : () -> !util.buffer
    %343 = "util.buffer.constant"() <{value = "l3.ffn.up.bias"}> : () -> !util.buffer
    %344 = "util.buffer.constant"() <{value = "l3.ffn.down.weight"}> : () -> !util.buffer
    %345 = "util.buffer.constant"() <{value = "l3.ffn.down.bias"}> : () -> !util.buffer
    %346 = "util.buffer.constant"() <{value = "l4.ln1.scale"}> : () -> !util.buffer
    %347 = "util.buffer.constant"() <{value = "l4.ln1.shift"}> : () -> !util.buffer
    %348 = "util.buffer.constant"() <{value = "l4.q.weight"}> : () -> !util.buffer
    %349 = "util.buffer.constant"() <{value = "l4.q.bias"}> : () -> !util.buffer
    %350 = "util.buffer.constant"() <{value = "l4.k.weight"}> : () -> !util.buffer
    %351 = "util.buffer.constant"() <{value = "l4.k.bias"}> : () -> !util.buffer
    %352 = "util.buffer.constant"() <{value = "l4.v.weight"}> : () -> !util.buffer
    %353 = "util.buffer.constant"() <{value = "l4.v.bias"}> : () -> !util.buffer
    %354 = "util.buffer.constant"() <{value = "l4.o.weight"}> : () -> !util.buffer
    %355 = "util.buffer.constant"() <{value = "l4.o.bias"}> : () -> !util.buffer
    %356 = "util.buffer.constant"() <{value = "l4.ln2.scale"}> : () -> !util.buffer
    %357 = "util.buffer.constant"() <{value = "l4.ln2.shift"}> : () -> !util.buffer
    %358 = "util.buffer.constant"() <{value = "l4.ffn.up.weight"}> : () -> !util.buffer
    %359 = "util.buffer.constant"() <{value = "l4.ffn.up.bias"}> : () -> !util.buffer
    %360 = "util.buffer.constant"() <{value = "l4.ffn.down.weight"}> : () -> !util.buffer
    %361 = "util.buffer.constant"() <{value = "l4.ffn.down.bias"}> : () -> !util.buffer
    %362 = "util.buffer.constant"() <{value = "l5.ln1.scale"}> : () -> !util.buffer
    %363 = "util.buffer.constant"() <{value = "l5.ln1.shift"}> : () -> !util.buffer
    %364 = "util.buffer.constant"() <{value = "l5.q.weight"}> : () -> !util.buffer
    %365 = "util.buffer.constant"() <{value = "l5.q.bias"}> : () -> !util.buffer
    %366 = "util.buffer.constant"() <{value = "l5.k.weight"}> : () -> !util.buffer
    %367 = "util.buffer.constant"() <{value = "l5.k.bias"}> : () -> !util.buffer
    %368 = "util.buffer.constant"() <{value = "l5.v.weight"}> : () -> !util.buffer
    %369 = "util.buffer.constant"() <{value = "l5.v.bias"}> : () -> !util.buffer
    %370 = "util.buffer.constant"() <{value = "l5.o.weight"}> : () -> !util.buffer
    %371 = "util.buffer.constant"() <{value = "l5.o.bias"}> : () -> !util.buffer
    %372 = "util.buffer.constant"() <{value = "l5.ln2.scale"}> : () -> !util.buffer
    %373 = "util.buffer.constant"() <{value = "l5.ln2.shift"}> : () -> !util.buffer
    %374 = "util.buffer.constant"() <{value = "l5.ffn.up.weight"}> : () -> !util.buffer
    %375 = "util.buffer.constant"() <{value = "l5.ffn.up.bias"}> : () -> !util.buffer
    %376 = "util.buffer.constant"() <{value = "l5.ffn.down.weight"}> : () -> !util.buffer
    %377 = "util.buffer.constant"() <{value = "l5.ffn.down.bias"}> : () -> !util.buffer
    %378 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %379:97 = "stream.cmd.parameter.load"(%378, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %281, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280, %280, %280, %279, %280, %279, %280, %279, %280, %279, %280, %280, %280, %278, %277, %278, %280) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 96, 96, 96, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %380:96 = "stream.timepoint.await"(%379#15, %379#31, %379#47, %379#63, %379#79, %379#95, %379#94, %379#93, %379#92, %379#85, %379#90, %379#91, %379#89, %379#88, %379#87, %379#86, %379#84, %379#80, %379#81, %379#83, %379#82, %379#78, %379#77, %379#76, %379#69, %379#74, %379#75, %379#73, %379#72, %379#71, %379#70, %379#68, %379#64, %379#65, %379#67, %379#66, %379#62, %379#61, %379#60, %379#53, %379#58, %379#59, %379#57, %379#56, %379#55, %379#54, %379#52, %379#48, %379#49, %379#51, %379#50, %379#46, %379#45, %379#44, %379#37, %379#42, %379#43, %379#41, %379#40, %379#39, %379#38, %379#36, %379#32, %379#33, %379#35, %379#34, %379#30, %379#29, %379#28, %379#21, %379#26, %379#27, %379#25, %379#24, %379#23, %379#22, %379#20, %379#16, %379#17, %379#19, %379#18, %379#14, %379#13, %379#12, %379#5, %379#10, %379#11, %379#9, %379#8, %379#7, %379#6, %379#4, %379#0, %379#1, %379#3, %379#2, %280, %280, %280, %280, %280, %280, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %278, %277, %278, %280, %280, %280, %280, %279, %280, %279, %279, %280, %280, %280, %279, %379#96) <{operandSegmentSizes = array<i32: 96, 96, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%380#0) <{global = @__parameter_model_l0_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#81) <{global = @__parameter_model_l0_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#82) <{global = @__parameter_model_l0_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#83) <{global = @__parameter_model_l0_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#84) <{global = @__parameter_model_l0_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#91) <{global = @__parameter_model_l0_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#92) <{global = @__parameter_model_l0_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#93) <{global = @__parameter_model_l0_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#85) <{global = @__parameter_model_l0_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#86) <{global = @__parameter_model_l0_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#87) <{global = @__parameter_model_l0_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#88) <{global = @__parameter_model_l0_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#94) <{global = @__parameter_model_l0_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#95) <{global = @__parameter_model_l0_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#89) <{global = @__parameter_model_l0_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#90) <{global = @__parameter_model_l0_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#1) <{global = @__parameter_model_l1_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#66) <{global = @__parameter_model_l1_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#67) <{global = @__parameter_model_l1_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#68) <{global = @__parameter_model_l1_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#69) <{global = @__parameter_model_l1_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#76) <{global = @__parameter_model_l1_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#77) <{global = @__parameter_model_l1_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#78) <{global = @__parameter_model_l1_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#70) <{global = @__parameter_model_l1_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#71) <{global = @__parameter_model_l1_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#72) <{global = @__parameter_model_l1_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#73) <{global = @__parameter_model_l1_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#79) <{global = @__parameter_model_l1_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#80) <{global = @__parameter_model_l1_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#74) <{global = @__parameter_model_l1_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#75) <{global = @__parameter_model_l1_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#2) <{global = @__parameter_model_l2_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#51) <{global = @__parameter_model_l2_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#52) <{global = @__parameter_model_l2_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#53) <{global = @__parameter_model_l2_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#54) <{global = @__parameter_model_l2_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#61) <{global = @__parameter_model_l2_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#62) <{global = @__parameter_model_l2_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#63) <{global = @__parameter_model_l2_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#55) <{global = @__parameter_model_l2_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#56) <{global = @__parameter_model_l2_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#57) <{global = @__parameter_model_l2_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#58) <{global = @__parameter_model_l2_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#64) <{global = @__parameter_model_l2_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#65) <{global = @__parameter_model_l2_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#59) <{global = @__parameter_model_l2_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#60) <{global = @__parameter_model_l2_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#3) <{global = @__parameter_model_l3_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#36) <{global = @__parameter_model_l3_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#37) <{global = @__parameter_model_l3_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#38) <{global = @__parameter_model_l3_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#39) <{global = @__parameter_model_l3_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#46) <{global = @__parameter_model_l3_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#47) <{global = @__parameter_model_l3_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#48) <{global = @__parameter_model_l3_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#40) <{global = @__parameter_model_l3_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#41) <{global = @__parameter_model_l3_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#42) <{global = @__parameter_model_l3_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#43) <{global = @__parameter_model_l3_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#49) <{global = @__parameter_model_l3_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#50) <{global = @__parameter_model_l3_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#44) <{global = @__parameter_model_l3_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#45) <{global = @__parameter_model_l3_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#4) <{global = @__parameter_model_l4_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#21) <{global = @__parameter_model_l4_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#22) <{global = @__parameter_model_l4_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#23) <{global = @__parameter_model_l4_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#24) <{global = @__parameter_model_l4_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#31) <{global = @__parameter_model_l4_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#32) <{global = @__parameter_model_l4_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#33) <{global = @__parameter_model_l4_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#25) <{global = @__parameter_model_l4_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#26) <{global = @__parameter_model_l4_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#27) <{global = @__parameter_model_l4_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#28) <{global = @__parameter_model_l4_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#34) <{global = @__parameter_model_l4_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#35) <{global = @__parameter_model_l4_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#29) <{global = @__parameter_model_l4_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#30) <{global = @__parameter_model_l4_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#5) <{global = @__parameter_model_l5_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#6) <{global = @__parameter_model_l5_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#7) <{global = @__parameter_model_l5_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#8) <{global = @__parameter_model_l5_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#9) <{global = @__parameter_model_l5_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#16) <{global = @__parameter_model_l5_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#17) <{global = @__parameter_model_l5_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#18) <{global = @__parameter_model_l5_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#10) <{global = @__parameter_model_l5_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#11) <{global = @__parameter_model_l5_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#12) <{global = @__parameter_model_l5_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#13) <{global = @__parameter_model_l5_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#19) <{global = @__parameter_model_l5_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#20) <{global = @__parameter_model_l5_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#14) <{global = @__parameter_model_l5_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%380#15) <{global = @__parameter_model_l5_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_32x64_f32, sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      %276:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%276#0, %276#1, %276#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      ^bb0(%arg187: !stream.binding, %arg188: !stream.binding):
        %267 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %268 = "arith.constant"() <{value = 0 : index}> : () -> index
        %269 = "stream.binding.subspan"(%arg187, %268) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %270 = "stream.binding.subspan"(%arg188, %268) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        %271 = "iree_tensor_ext.dispatch.tensor.load"(%269) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %272 = "tensor.empty"() : () -> tensor<32xf32>
        %273 = "linalg.fill"(%267, %272) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg191: f32, %arg192: f32):
          "linalg.yield"(%arg191) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %274 = "linalg.generic"(%271, %273) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg189: f32, %arg190: f32):
          %275 = "math.fma"(%arg189, %arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
          "linalg.yield"(%275) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%274, %270) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_32x64_f32, sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      %266:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%266#0, %266#1, %266#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      ^bb0(%arg172: !stream.binding, %arg173: !stream.binding, %arg174: !stream.binding, %arg175: !stream.binding, %arg176: !stream.binding):
        %237 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %238 = "arith.constant"() <{value = 1.562500e-02 : f32}> : () -> f32
        %239 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %240 = "arith.constant"() <{value = 0 : index}> : () -> index
        %241 = "stream.binding.subspan"(%arg172, %240) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %242 = "stream.binding.subspan"(%arg173, %240) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %243 = "stream.binding.subspan"(%arg174, %240) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %244 = "stream.binding.subspan"(%arg175, %240) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %245 = "stream.binding.subspan"(%arg176, %240) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %246 = "iree_tensor_ext.dispatch.tensor.load"(%241) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %247 = "iree_tensor_ext.dispatch.tensor.load"(%242) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %248 = "iree_tensor_ext.dispatch.tensor.load"(%243) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %249 = "iree_tensor_ext.dispatch.tensor.load"(%244) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %250 = "tensor.empty"() : () -> tensor<32x64xf32>
        %251 = "tensor.empty"() : () -> tensor<32xf32>
        %252 = "linalg.fill"(%239, %251) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg185: f32, %arg186: f32):
          "linalg.yield"(%arg185) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %253 = "linalg.generic"(%246, %252) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg183: f32, %arg184: f32):
          %265 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%265) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        %254 = "linalg.generic"(%246, %253, %247, %248, %249, %250) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 1>}> ({
        ^bb0(%arg177: f32, %arg178: f32, %arg179: f32, %arg180: f32, %arg181: f32, %arg182: f32):
          %255 = "arith.mulf"(%arg178, %238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %256 = "arith.mulf"(%arg179, %238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %257 = "arith.mulf"(%255, %255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %258 = "arith.subf"(%256, %257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %259 = "arith.addf"(%258, %237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %260 = "math.rsqrt"(%259) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %261 = "arith.subf"(%arg177, %255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %262 = "arith.mulf"(%261, %260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %263 = "arith.mulf"(%262, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %264 = "arith.addf"(%263, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%264) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%254, %245) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_32x64x64_f32, sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      %236:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%236#0, %236#1, %236#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      ^bb0(%arg160: !stream.binding, %arg161: !stream.binding, %arg162: !stream.binding, %arg163: !stream.binding):
        %220 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %221 = "arith.constant"() <{value = 0 : index}> : () -> index
        %222 = "stream.binding.subspan"(%arg160, %221) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %223 = "stream.binding.subspan"(%arg161, %221) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %224 = "stream.binding.subspan"(%arg162, %221) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %225 = "stream.binding.subspan"(%arg163, %221) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %226 = "iree_tensor_ext.dispatch.tensor.load"(%222) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %227 = "iree_tensor_ext.dispatch.tensor.load"(%223) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %228 = "iree_tensor_ext.dispatch.tensor.load"(%224) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %229 = "tensor.empty"() : () -> tensor<32x64xf32>
        %230 = "linalg.fill"(%220, %229) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg170: f32, %arg171: f32):
          "linalg.yield"(%arg170) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %231 = "linalg.matmul"(%226, %227, %230) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
          %234 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %235 = "arith.addf"(%arg169, %234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%235) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %232 = "linalg.generic"(%231, %228, %229) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg164: f32, %arg165: f32, %arg166: f32):
          %233 = "arith.addf"(%arg164, %arg165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%233) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%232, %225) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_matmul_like_32x32x64_f32, sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      %219:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%219#0, %219#1, %219#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      ^bb0(%arg150: !stream.binding, %arg151: !stream.binding, %arg152: !stream.binding):
        %204 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
        %205 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %206 = "arith.constant"() <{value = 0 : index}> : () -> index
        %207 = "stream.binding.subspan"(%arg150, %206) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %208 = "stream.binding.subspan"(%arg151, %206) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %209 = "stream.binding.subspan"(%arg152, %206) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %210 = "iree_tensor_ext.dispatch.tensor.load"(%207) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %211 = "iree_tensor_ext.dispatch.tensor.load"(%208) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %212 = "tensor.empty"() : () -> tensor<32x32xf32>
        %213 = "linalg.fill"(%205, %212) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg158: f32, %arg159: f32):
          "linalg.yield"(%arg158) : (f32) -> ()
        }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
        %214 = "linalg.generic"(%210, %211, %213) <{indexing_maps = [#map3, #map6, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
          %217 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %218 = "arith.addf"(%217, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%218) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        %215 = "linalg.generic"(%214, %212) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg153: f32, %arg154: f32):
          %216 = "arith.mulf"(%arg153, %204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%216) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%215, %209) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store, sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      %203:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%203#0, %203#1, %203#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg148: !stream.binding, %arg149: !stream.binding):
        %197 = "arith.constant"() <{value = 0 : index}> : () -> index
        %198 = "stream.binding.subspan"(%arg148, %197) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %199 = "stream.binding.subspan"(%arg149, %197) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %200 = "iree_tensor_ext.dispatch.tensor.load"(%198) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %201 = "tensor.empty"() : () -> tensor<32x32xf32>
        %202 = "linalg.softmax"(%200, %201) <{dimension = 1 : i64}> : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%202, %199) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_matmul_32x64x32_f32, sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      %196:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%196#0, %196#1, %196#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      ^bb0(%arg140: !stream.binding, %arg141: !stream.binding, %arg142: !stream.binding):
        %184 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %185 = "arith.constant"() <{value = 0 : index}> : () -> index
        %186 = "stream.binding.subspan"(%arg140, %185) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %187 = "stream.binding.subspan"(%arg141, %185) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %188 = "stream.binding.subspan"(%arg142, %185) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %189 = "iree_tensor_ext.dispatch.tensor.load"(%186) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %190 = "iree_tensor_ext.dispatch.tensor.load"(%187) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %191 = "tensor.empty"() : () -> tensor<32x64xf32>
        %192 = "linalg.fill"(%184, %191) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg146: f32, %arg147: f32):
          "linalg.yield"(%arg146) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %193 = "linalg.matmul"(%189, %190, %192) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg143: f32, %arg144: f32, %arg145: f32):
          %194 = "arith.mulf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %195 = "arith.addf"(%arg145, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%195) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%193, %188) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_8", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_8_matmul_32x64x64_f32, sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      %183:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%183#0, %183#1, %183#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      ^bb0(%arg126: !stream.binding, %arg127: !stream.binding, %arg128: !stream.binding, %arg129: !stream.binding, %arg130: !stream.binding):
        %164 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %165 = "arith.constant"() <{value = 0 : index}> : () -> index
        %166 = "stream.binding.subspan"(%arg126, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %167 = "stream.binding.subspan"(%arg127, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %168 = "stream.binding.subspan"(%arg128, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %169 = "stream.binding.subspan"(%arg129, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %170 = "stream.binding.subspan"(%arg130, %165) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %171 = "iree_tensor_ext.dispatch.tensor.load"(%166) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %172 = "iree_tensor_ext.dispatch.tensor.load"(%167) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %173 = "iree_tensor_ext.dispatch.tensor.load"(%168) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %174 = "iree_tensor_ext.dispatch.tensor.load"(%169) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %175 = "tensor.empty"() : () -> tensor<32x64xf32>
        %176 = "linalg.fill"(%164, %175) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg138: f32, %arg139: f32):
          "linalg.yield"(%arg138) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %177 = "linalg.matmul"(%171, %172, %176) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
          %181 = "arith.mulf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %182 = "arith.addf"(%arg137, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%182) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %178 = "linalg.generic"(%173, %177, %174, %175) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg131: f32, %arg132: f32, %arg133: f32, %arg134: f32):
          %179 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %180 = "arith.addf"(%arg131, %179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%180) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%178, %170) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_11", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_11_matmul_32x128x64_f32, sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      %163:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%163#0, %163#1, %163#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      ^bb0(%arg114: !stream.binding, %arg115: !stream.binding, %arg116: !stream.binding, %arg117: !stream.binding):
        %145 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %146 = "arith.constant"() <{value = 0 : index}> : () -> index
        %147 = "stream.binding.subspan"(%arg114, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %148 = "stream.binding.subspan"(%arg115, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>
        %149 = "stream.binding.subspan"(%arg116, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %150 = "stream.binding.subspan"(%arg117, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>
        %151 = "iree_tensor_ext.dispatch.tensor.load"(%147) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %152 = "iree_tensor_ext.dispatch.tensor.load"(%148) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>) -> tensor<64x128xf32>
        %153 = "iree_tensor_ext.dispatch.tensor.load"(%149) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %154 = "tensor.empty"() : () -> tensor<32x128xf32>
        %155 = "linalg.fill"(%145, %154) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg124: f32, %arg125: f32):
          "linalg.yield"(%arg124) : (f32) -> ()
        }) : (f32, tensor<32x128xf32>) -> tensor<32x128xf32>
        %156 = "linalg.matmul"(%151, %152, %155) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
          %161 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %162 = "arith.addf"(%arg123, %161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%162) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        %157 = "linalg.generic"(%156, %153, %154) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
          %158 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %159 = "math.erf"(%158) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %160 = "arith.mulf"(%158, %159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%160) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%157, %150) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (tensor<32x128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_12", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_12_matmul_32x64x128_f32, sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      %144:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%144#0, %144#1, %144#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      ^bb0(%arg100: !stream.binding, %arg101: !stream.binding, %arg102: !stream.binding, %arg103: !stream.binding, %arg104: !stream.binding):
        %125 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %126 = "arith.constant"() <{value = 0 : index}> : () -> index
        %127 = "stream.binding.subspan"(%arg100, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>
        %128 = "stream.binding.subspan"(%arg101, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>
        %129 = "stream.binding.subspan"(%arg102, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %130 = "stream.binding.subspan"(%arg103, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %131 = "stream.binding.subspan"(%arg104, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %132 = "iree_tensor_ext.dispatch.tensor.load"(%127) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>) -> tensor<32x128xf32>
        %133 = "iree_tensor_ext.dispatch.tensor.load"(%128) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 128, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>) -> tensor<128x64xf32>
        %134 = "iree_tensor_ext.dispatch.tensor.load"(%129) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %135 = "iree_tensor_ext.dispatch.tensor.load"(%130) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %136 = "tensor.empty"() : () -> tensor<32x64xf32>
        %137 = "linalg.fill"(%125, %136) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg112: f32, %arg113: f32):
          "linalg.yield"(%arg112) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %138 = "linalg.matmul"(%132, %133, %137) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
          %142 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %143 = "arith.addf"(%arg111, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%143) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %139 = "linalg.generic"(%134, %138, %135, %136) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg105: f32, %arg106: f32, %arg107: f32, %arg108: f32):
          %140 = "arith.addf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %141 = "arith.addf"(%arg105, %140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%141) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%139, %131) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
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
    %83 = "util.global.load"() <{global = @__parameter_model_l4_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %84 = "util.global.load"() <{global = @__parameter_model_l4_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %85 = "util.global.load"() <{global = @__parameter_model_l4_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %86 = "util.global.load"() <{global = @__parameter_model_l4_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %87 = "util.global.load"() <{global = @__parameter_model_l4_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %88 = "util.global.load"() <{global = @__parameter_model_l4_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %89 = "util.global.load"() <{global = @__parameter_model_l4_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %90 = "util.global.load"() <{global = @__parameter_model_l4_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %91 = "util.global.load"() <{global = @__parameter_model_l4_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %92 = "util.global.load"() <{global = @__parameter_model_l4_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %93 = "util.global.load"() <{global = @__parameter_model_l4_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %94 = "util.global.load"() <{global = @__parameter_model_l4_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %95 = "util.global.load"() <{global = @__parameter_model_l4_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %96 = "util.global.load"() <{global = @__parameter_model_l4_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %97 = "util.global.load"() <{global = @__parameter_model_l4_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %98 = "util.global.load"() <{global = @__parameter_model_l4_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %99 = "util.global.load"() <{global = @__parameter_model_l5_ln1_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %100 = "util.global.load"() <{global = @__parameter_model_l5_ln1_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %101 = "util.global.load"() <{global = @__parameter_model_l5_q_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %102 = "util.global.load"() <{global = @__parameter_model_l5_q_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %103 = "util.global.load"() <{global = @__parameter_model_l5_k_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %104 = "util.global.load"() <{global = @__parameter_model_l5_k_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %105 = "util.global.load"() <{global = @__parameter_model_l5_v_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %106 = "util.global.load"() <{global = @__parameter_model_l5_v_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %107 = "util.global.load"() <{global = @__parameter_model_l5_o_weight_tensor_64x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %108 = "util.global.load"() <{global = @__parameter_model_l5_o_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %109 = "util.global.load"() <{global = @__parameter_model_l5_ln2_scale_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %110 = "util.global.load"() <{global = @__parameter_model_l5_ln2_shift_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %111 = "util.global.load"() <{global = @__parameter_model_l5_ffn_up_weight_tensor_64x128xf32, is_immutable}> : () -> !stream.resource<constant>
    %112 = "util.global.load"() <{global = @__parameter_model_l5_ffn_up_bias_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %113 = "util.global.load"() <{global = @__parameter_model_l5_ffn_down_weight_tensor_128x64xf32, is_immutable}> : () -> !stream.resource<constant>
    %114 = "util.global.load"() <{global = @__parameter_model_l5_ffn_down_bias_tensor_64xf32, is_immutable}> : () -> !stream.resource<constant>
    %115 = "hal.element_type"() <{type = f32}> : () -> i32
    %116 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %115, %116, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %117 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32x64xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %118:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %119:2 = "stream.resource.alloca"(%18) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %120 = "stream.timepoint.join"(%118#1, %119#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %121 = "stream.cmd.execute"(%117, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %118#0, %119#0, %4, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %4, %18, %120) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 99, 99, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<constant>, %arg7: !stream.resource<constant>, %arg8: !stream.resource<constant>, %arg9: !stream.resource<constant>, %arg10: !stream.resource<constant>, %arg11: !stream.resource<constant>, %arg12: !stream.resource<constant>, %arg13: !stream.resource<constant>, %arg14: !stream.resource<constant>, %arg15: !stream.resource<constant>, %arg16: !stream.resource<constant>, %arg17: !stream.resource<constant>, %arg18: !stream.resource<constant>, %arg19: !stream.resource<constant>, %arg20: !stream.resource<constant>, %arg21: !stream.resource<constant>, %arg22: !stream.resource<constant>, %arg23: !stream.resource<constant>, %arg24: !stream.resource<constant>, %arg25: !stream.resource<constant>, %arg26: !stream.resource<constant>, %arg27: !stream.resource<constant>, %arg28: !stream.resource<constant>, %arg29: !stream.resource<constant>, %arg30: !stream.resource<constant>, %arg31: !stream.resource<constant>, %arg32: !stream.resource<constant>, %arg33: !stream.resource<constant>, %arg34: !stream.resource<constant>, %arg35: !stream.resource<constant>, %arg36: !stream.resource<constant>, %arg37: !stream.resource<constant>, %arg38: !stream.resource<constant>, %arg39: !stream.resource<constant>, %arg40: !stream.resource<constant>, %arg41: !stream.resource<constant>, %arg42: !stream.resource<constant>, %arg43: !stream.resource<constant>, %arg44: !stream.resource<constant>, %arg45: !stream.resource<constant>, %arg46: !stream.resource<constant>, %arg47: !stream.resource<constant>, %arg48: !stream.resource<constant>, %arg49: !stream.resource<constant>, %arg50: !stream.resource<constant>, %arg51: !stream.resource<constant>, %arg52: !stream.resource<constant>, %arg53: !stream.resource<constant>, %arg54: !stream.resource<constant>, %arg55: !stream.resource<constant>, %arg56: !stream.resource<constant>, %arg57: !stream.resource<constant>, %arg58: !stream.resource<constant>, %arg59: !stream.resource<constant>, %arg60: !stream.resource<constant>, %arg61: !stream.resource<constant>, %arg62: !stream.resource<constant>, %arg63: !stream.resource<constant>, %arg64: !stream.resource<constant>, %arg65: !stream.resource<constant>, %arg66: !stream.resource<constant>, %arg67: !stream.resource<constant>, %arg68: !stream.resource<constant>, %arg69: !stream.resource<constant>, %arg70: !stream.resource<constant>, %arg71: !stream.resource<constant>, %arg72: !stream.resource<constant>, %arg73: !stream.resource<constant>, %arg74: !stream.resource<constant>, %arg75: !stream.resource<constant>, %arg76: !stream.resource<constant>, %arg77: !stream.resource<constant>, %arg78: !stream.resource<constant>, %arg79: !stream.resource<constant>, %arg80: !stream.resource<constant>, %arg81: !stream.resource<constant>, %arg82: !stream.resource<constant>, %arg83: !stream.resource<constant>, %arg84: !stream.resource<constant>, %arg85: !stream.resource<constant>, %arg86: !stream.resource<constant>, %arg87: !stream.resource<constant>, %arg88: !stream.resource<constant>, %arg89: !stream.resource<constant>, %arg90: !stream.resource<constant>, %arg91: !stream.resource<constant>, %arg92: !stream.resource<constant>, %arg93: !stream.resource<constant>, %arg94: !stream.resource<constant>, %arg95: !stream.resource<constant>, %arg96: !stream.resource<constant>, %arg97: !stream.resource<constant>, %arg98: !stream.resource<external>, %arg99: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg99, %4, %18, %2, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg1, %arg99, %arg2, %arg3, %arg99, %4, %18, %7, %7, %18, %2, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg4, %arg5, %arg99, %18, %0, %7, %18, %3, %2, %2, %10, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg6, %arg7, %arg99, %18, %0, %7, %18, %3, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg8, %arg9, %arg99, %18, %0, %7, %18, %3, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %10, %11, %13, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %13, %2, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %2, %12, %1, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg10, %arg1, %arg11, %arg99, %18, %0, %4, %7, %18, %1, %2, %2, %2, %14, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %14, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg12, %arg13, %arg99, %18, %18, %7, %7, %18, %14, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg14, %arg15, %arg99, %18, %8, %9, %18, %3, %2, %2, %15, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg16, %arg99, %arg17, %arg99, %18, %8, %18, %7, %18, %15, %2, %14, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg18, %arg19, %arg99, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg20, %arg21, %arg99, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg22, %arg23, %arg99, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg24, %arg25, %arg99, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg26, %arg99, %arg27, %arg99, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg28, %arg29, %arg99, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg30, %arg31, %arg99, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg32, %arg99, %arg33, %arg99, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg34, %arg35, %arg99, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg36, %arg37, %arg99, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg38, %arg39, %arg99, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg40, %arg41, %arg99, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg42, %arg99, %arg43, %arg99, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg44, %arg45, %arg99, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg46, %arg47, %arg99, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg48, %arg99, %arg49, %arg99, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg50, %arg51, %arg99, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg52, %arg53, %arg99, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg54, %arg55, %arg99, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg56, %arg57, %arg99, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg58, %arg99, %arg59, %arg99, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg60, %arg61, %arg99, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg62, %arg63, %arg99, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg64, %arg99, %arg65, %arg99, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg66, %arg67, %arg99, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg68, %arg69, %arg99, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg70, %arg71, %arg99, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg72, %arg73, %arg99, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg74, %arg99, %arg75, %arg99, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg76, %arg77, %arg99, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg78, %arg79, %arg99, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg80, %arg99, %arg81, %arg99, %18, %8, %18, %7, %18, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg82, %arg83, %arg99, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg84, %arg85, %arg99, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg86, %arg87, %arg99, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg99, %arg88, %arg89, %arg99, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg99, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg90, %arg99, %arg91, %arg99, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg99, %arg92, %arg93, %arg99, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg94, %arg95, %arg99, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg99, %arg96, %arg99, %arg97, %arg98, %18, %8, %18, %7, %4, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %122 = "stream.resource.dealloca"(%119#0, %18, %121) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %123 = "stream.timepoint.await"(%118#0, %4, %122) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %124 = "stream.tensor.export"(%123, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<32x64xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%124) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<32x64xf32>) -> (%output0: tensor<32x64xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


