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
  "util.initializer"() <{function_type = () -> ()}> ({
    %213 = "arith.constant"() <{value = 512 : index}> : () -> index
    %214 = "arith.constant"() <{value = 32768 : index}> : () -> index
    %215 = "arith.constant"() <{value = 16384 : index}> : () -> index
    %216 = "arith.constant"() <{value = 256 : index}> : () -> index
    %217 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %218 = "util.buffer.constant"() <{value = "l0.ln1.scale"}> : () -> !util.buffer
    %219 = "util.buffer.constant"() <{value = "l0.ln1.shift"}> : () -> !util.buffer
    %220 = "util.buffer.constant"() <{value = "l0.q.weight"}> : () -> !util.buffer
    %221 = "util.buffer.constant"() <{value = "l0.q.bias"}> : () -> !util.buffer
    %222 = "util.buffer.constant"() <{value = "l0.k.weight"}> : () -> !util.buffer
    %223 = "util.buffer.constant"() <{value = "l0.k.bias"}> : () -> !util.buffer
    %224 = "util.buffer.constant"() <{value = "l0.v.weight"}> : () -> !util.buffer
    %225 = "util.buffer.constant"() <{value = "l0.v.bias"}> : () -> !util.buffer
    %226 = "util.buffer.constant"() <{value = "l0.o.weight"}> : () -> !util.buffer
    %227 = "util.buffer.constant"() <{value = "l0.o.bias"}> : () -> !util.buffer
    %228 = "util.buffer.constant"() <{value = "l0.ln2.scale"}> : () -> !util.buffer
    %229 = "util.buffer.constant"() <{value = "l0.ln2.shift"}> : () -> !util.buffer
    %230 = "util.buffer.constant"() <{value = "l0.ffn.up.weight"}> : () -> !util.buffer
    %231 = "util.buffer.constant"() <{value = "l0.ffn.up.bias"}> : () -> !util.buffer
    %232 = "util.buffer.constant"() <{value = "l0.ffn.down.weight"}> : () -> !util.buffer
    %233 = "util.buffer.constant"() <{value = "l0.ffn.down.bias"}> : () -> !util.buffer
    %234 = "util.buffer.constant"() <{value = "l1.ln1.scale"}> : () -> !util.buffer
    %235 = "util.buffer.constant"() <{value = "l1.ln1.shift"}> : () -> !util.buffer
    %236 = "util.buffer.constant"() <{value = "l1.q.weight"}> : () -> !util.buffer
    %237 = "util.buffer.constant"() <{value = "l1.q.bias"}> : () -> !util.buffer
    %238 = "util.buffer.constant"() <{value = "l1.k.weight"}> : () -> !util.buffer
    %239 = "util.buffer.constant"() <{value = "l1.k.bias"}> : () -> !util.buffer
    %240 = "util.buffer.constant"() <{value = "l1.v.weight"}> : () -> !util.buffer
    %241 = "util.buffer.constant"() <{value = "l1.v.bias"}> : () -> !util.buffer
    %242 = "util.buffer.constant"() <{value = "l1.o.weight"}> : () -> !util.buffer
    %243 = "util.buffer.constant"() <{value = "l1.o.bias"}> : () -> !util.buffer
    %244 = "util.buffer.constant"() <{value = "l1.ln2.scale"}> : () -> !util.buffer
    %245 = "util.buffer.constant"() <{value = "l1.ln2.shift"}> : () -> !util.buffer
    %246 = "util.buffer.constant"() <{value = "l1.ffn.up.weight"}> : () -> !util.buffer
    %247 = "util.buffer.constant"() <{value = "l1.ffn.up.bias"}> : () -> !util.buffer
    %248 = "util.buffer.constant"() <{value = "l1.ffn.down.weight"}> : () -> !util.buffer
    %249 = "util.buffer.constant"() <{value = "l1.ffn.down.bias"}> : () -> !util.buffer
    %250 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %251:33 = "stream.cmd.parameter.load"(%250, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %217, %216, %216, %215, %216, %215, %216, %215, %216, %215, %216, %216, %216, %214, %213, %214, %216, %216, %216, %215, %216, %215, %216, %215, %216, %215, %216, %216, %216, %214, %213, %214, %216) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 32, 32, 32, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %252:32 = "stream.timepoint.await"(%251#15, %251#31, %251#30, %251#29, %251#28, %251#21, %251#26, %251#27, %251#25, %251#24, %251#23, %251#22, %251#20, %251#16, %251#17, %251#19, %251#18, %251#14, %251#13, %251#12, %251#5, %251#10, %251#11, %251#9, %251#8, %251#7, %251#6, %251#4, %251#0, %251#1, %251#3, %251#2, %216, %216, %214, %213, %214, %216, %216, %216, %216, %215, %216, %215, %215, %216, %216, %216, %215, %214, %213, %214, %216, %216, %216, %216, %215, %216, %215, %215, %216, %216, %216, %215, %251#32) <{operandSegmentSizes = array<i32: 32, 32, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%252#0) <{global = @__parameter_model_l0_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#17) <{global = @__parameter_model_l0_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#18) <{global = @__parameter_model_l0_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#19) <{global = @__parameter_model_l0_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#20) <{global = @__parameter_model_l0_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#27) <{global = @__parameter_model_l0_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#28) <{global = @__parameter_model_l0_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#29) <{global = @__parameter_model_l0_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#21) <{global = @__parameter_model_l0_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#22) <{global = @__parameter_model_l0_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#23) <{global = @__parameter_model_l0_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#24) <{global = @__parameter_model_l0_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#30) <{global = @__parameter_model_l0_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#31) <{global = @__parameter_model_l0_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#25) <{global = @__parameter_model_l0_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#26) <{global = @__parameter_model_l0_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#1) <{global = @__parameter_model_l1_ffn_down_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#2) <{global = @__parameter_model_l1_ffn_down_weight_tensor_128x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#3) <{global = @__parameter_model_l1_ffn_up_bias_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#4) <{global = @__parameter_model_l1_ffn_up_weight_tensor_64x128xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#5) <{global = @__parameter_model_l1_k_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#12) <{global = @__parameter_model_l1_k_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#13) <{global = @__parameter_model_l1_ln1_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#14) <{global = @__parameter_model_l1_ln1_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#6) <{global = @__parameter_model_l1_ln2_scale_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#7) <{global = @__parameter_model_l1_ln2_shift_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#8) <{global = @__parameter_model_l1_o_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#9) <{global = @__parameter_model_l1_o_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#15) <{global = @__parameter_model_l1_q_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#16) <{global = @__parameter_model_l1_q_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#10) <{global = @__parameter_model_l1_v_bias_tensor_64xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%252#11) <{global = @__parameter_model_l1_v_weight_tensor_64x64xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_32x64_f32, sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      %212:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%212#0, %212#1, %212#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_32x64_f32"}> ({
      ^bb0(%arg123: !stream.binding, %arg124: !stream.binding):
        %203 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %204 = "arith.constant"() <{value = 0 : index}> : () -> index
        %205 = "stream.binding.subspan"(%arg123, %204) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %206 = "stream.binding.subspan"(%arg124, %204) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        %207 = "iree_tensor_ext.dispatch.tensor.load"(%205) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %208 = "tensor.empty"() : () -> tensor<32xf32>
        %209 = "linalg.fill"(%203, %208) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg127: f32, %arg128: f32):
          "linalg.yield"(%arg127) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %210 = "linalg.generic"(%207, %209) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg125: f32, %arg126: f32):
          %211 = "math.fma"(%arg125, %arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
          "linalg.yield"(%211) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%210, %206) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_32x64_f32, sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      %202:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%202#0, %202#1, %202#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_32x64_f32"}> ({
      ^bb0(%arg108: !stream.binding, %arg109: !stream.binding, %arg110: !stream.binding, %arg111: !stream.binding, %arg112: !stream.binding):
        %173 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %174 = "arith.constant"() <{value = 1.562500e-02 : f32}> : () -> f32
        %175 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %176 = "arith.constant"() <{value = 0 : index}> : () -> index
        %177 = "stream.binding.subspan"(%arg108, %176) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %178 = "stream.binding.subspan"(%arg109, %176) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %179 = "stream.binding.subspan"(%arg110, %176) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %180 = "stream.binding.subspan"(%arg111, %176) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %181 = "stream.binding.subspan"(%arg112, %176) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %182 = "iree_tensor_ext.dispatch.tensor.load"(%177) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %183 = "iree_tensor_ext.dispatch.tensor.load"(%178) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %184 = "iree_tensor_ext.dispatch.tensor.load"(%179) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %185 = "iree_tensor_ext.dispatch.tensor.load"(%180) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %186 = "tensor.empty"() : () -> tensor<32x64xf32>
        %187 = "tensor.empty"() : () -> tensor<32xf32>
        %188 = "linalg.fill"(%175, %187) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg121: f32, %arg122: f32):
          "linalg.yield"(%arg121) : (f32) -> ()
        }) : (f32, tensor<32xf32>) -> tensor<32xf32>
        %189 = "linalg.generic"(%182, %188) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg119: f32, %arg120: f32):
          %201 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%201) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>) -> tensor<32xf32>
        %190 = "linalg.generic"(%182, %189, %183, %184, %185, %186) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 1>}> ({
        ^bb0(%arg113: f32, %arg114: f32, %arg115: f32, %arg116: f32, %arg117: f32, %arg118: f32):
          %191 = "arith.mulf"(%arg114, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %192 = "arith.mulf"(%arg115, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %193 = "arith.mulf"(%191, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %194 = "arith.subf"(%192, %193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %195 = "arith.addf"(%194, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %196 = "math.rsqrt"(%195) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %197 = "arith.subf"(%arg113, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %198 = "arith.mulf"(%197, %196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %199 = "arith.mulf"(%198, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %200 = "arith.addf"(%199, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%200) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%190, %181) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_32x64x64_f32, sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      %172:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%172#0, %172#1, %172#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_32x64x64_f32"}> ({
      ^bb0(%arg96: !stream.binding, %arg97: !stream.binding, %arg98: !stream.binding, %arg99: !stream.binding):
        %156 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %157 = "arith.constant"() <{value = 0 : index}> : () -> index
        %158 = "stream.binding.subspan"(%arg96, %157) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %159 = "stream.binding.subspan"(%arg97, %157) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %160 = "stream.binding.subspan"(%arg98, %157) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %161 = "stream.binding.subspan"(%arg99, %157) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %162 = "iree_tensor_ext.dispatch.tensor.load"(%158) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %163 = "iree_tensor_ext.dispatch.tensor.load"(%159) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %164 = "iree_tensor_ext.dispatch.tensor.load"(%160) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %165 = "tensor.empty"() : () -> tensor<32x64xf32>
        %166 = "linalg.fill"(%156, %165) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg106: f32, %arg107: f32):
          "linalg.yield"(%arg106) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %167 = "linalg.matmul"(%162, %163, %166) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
          %170 = "arith.mulf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %171 = "arith.addf"(%arg105, %170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%171) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %168 = "linalg.generic"(%167, %164, %165) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
          %169 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%169) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%168, %161) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_matmul_like_32x32x64_f32, sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      %155:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%155#0, %155#1, %155#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_matmul_like_32x32x64_f32"}> ({
      ^bb0(%arg86: !stream.binding, %arg87: !stream.binding, %arg88: !stream.binding):
        %140 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
        %141 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %142 = "arith.constant"() <{value = 0 : index}> : () -> index
        %143 = "stream.binding.subspan"(%arg86, %142) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %144 = "stream.binding.subspan"(%arg87, %142) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %145 = "stream.binding.subspan"(%arg88, %142) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %146 = "iree_tensor_ext.dispatch.tensor.load"(%143) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %147 = "iree_tensor_ext.dispatch.tensor.load"(%144) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %148 = "tensor.empty"() : () -> tensor<32x32xf32>
        %149 = "linalg.fill"(%141, %148) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg94: f32, %arg95: f32):
          "linalg.yield"(%arg94) : (f32) -> ()
        }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
        %150 = "linalg.generic"(%146, %147, %149) <{indexing_maps = [#map3, #map6, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
          %153 = "arith.mulf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %154 = "arith.addf"(%153, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%154) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        %151 = "linalg.generic"(%150, %148) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg89: f32, %arg90: f32):
          %152 = "arith.mulf"(%arg89, %140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%152) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%151, %145) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store, sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      %139:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%139#0, %139#1, %139#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg84: !stream.binding, %arg85: !stream.binding):
        %133 = "arith.constant"() <{value = 0 : index}> : () -> index
        %134 = "stream.binding.subspan"(%arg84, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %135 = "stream.binding.subspan"(%arg85, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>
        %136 = "iree_tensor_ext.dispatch.tensor.load"(%134) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %137 = "tensor.empty"() : () -> tensor<32x32xf32>
        %138 = "linalg.softmax"(%136, %137) <{dimension = 1 : i64}> : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%138, %135) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (tensor<32x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_matmul_32x64x32_f32, sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      %132:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%132#0, %132#1, %132#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_matmul_32x64x32_f32"}> ({
      ^bb0(%arg76: !stream.binding, %arg77: !stream.binding, %arg78: !stream.binding):
        %120 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %121 = "arith.constant"() <{value = 0 : index}> : () -> index
        %122 = "stream.binding.subspan"(%arg76, %121) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %123 = "stream.binding.subspan"(%arg77, %121) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %124 = "stream.binding.subspan"(%arg78, %121) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %125 = "iree_tensor_ext.dispatch.tensor.load"(%122) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>) -> tensor<32x32xf32>
        %126 = "iree_tensor_ext.dispatch.tensor.load"(%123) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %127 = "tensor.empty"() : () -> tensor<32x64xf32>
        %128 = "linalg.fill"(%120, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg82: f32, %arg83: f32):
          "linalg.yield"(%arg82) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %129 = "linalg.matmul"(%125, %126, %128) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
          %130 = "arith.mulf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %131 = "arith.addf"(%arg81, %130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%131) : (f32) -> ()
        }) : (tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%129, %124) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_8", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_8_matmul_32x64x64_f32, sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      %119:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%119#0, %119#1, %119#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_8_matmul_32x64x64_f32"}> ({
      ^bb0(%arg62: !stream.binding, %arg63: !stream.binding, %arg64: !stream.binding, %arg65: !stream.binding, %arg66: !stream.binding):
        %100 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %101 = "arith.constant"() <{value = 0 : index}> : () -> index
        %102 = "stream.binding.subspan"(%arg62, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %103 = "stream.binding.subspan"(%arg63, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %104 = "stream.binding.subspan"(%arg64, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %105 = "stream.binding.subspan"(%arg65, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %106 = "stream.binding.subspan"(%arg66, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %107 = "iree_tensor_ext.dispatch.tensor.load"(%102) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %108 = "iree_tensor_ext.dispatch.tensor.load"(%103) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>) -> tensor<64x64xf32>
        %109 = "iree_tensor_ext.dispatch.tensor.load"(%104) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %110 = "iree_tensor_ext.dispatch.tensor.load"(%105) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %111 = "tensor.empty"() : () -> tensor<32x64xf32>
        %112 = "linalg.fill"(%100, %111) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg74: f32, %arg75: f32):
          "linalg.yield"(%arg74) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %113 = "linalg.matmul"(%107, %108, %112) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
          %117 = "arith.mulf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %118 = "arith.addf"(%arg73, %117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%118) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %114 = "linalg.generic"(%109, %113, %110, %111) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg67: f32, %arg68: f32, %arg69: f32, %arg70: f32):
          %115 = "arith.addf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %116 = "arith.addf"(%arg67, %115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%116) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%114, %106) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_11", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_11_matmul_32x128x64_f32, sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      %99:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%99#0, %99#1, %99#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_11_matmul_32x128x64_f32"}> ({
      ^bb0(%arg50: !stream.binding, %arg51: !stream.binding, %arg52: !stream.binding, %arg53: !stream.binding):
        %81 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg50, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %84 = "stream.binding.subspan"(%arg51, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>
        %85 = "stream.binding.subspan"(%arg52, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %86 = "stream.binding.subspan"(%arg53, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %88 = "iree_tensor_ext.dispatch.tensor.load"(%84) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x128xf32>>) -> tensor<64x128xf32>
        %89 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %90 = "tensor.empty"() : () -> tensor<32x128xf32>
        %91 = "linalg.fill"(%81, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg60: f32, %arg61: f32):
          "linalg.yield"(%arg60) : (f32) -> ()
        }) : (f32, tensor<32x128xf32>) -> tensor<32x128xf32>
        %92 = "linalg.matmul"(%87, %88, %91) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
          %97 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %98 = "arith.addf"(%arg59, %97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%98) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        %93 = "linalg.generic"(%92, %89, %90) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
          %94 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %95 = "math.erf"(%94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %96 = "arith.mulf"(%94, %95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%96) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%93, %86) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (tensor<32x128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x128xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_12", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_12_matmul_32x64x128_f32, sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      %80:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%80#0, %80#1, %80#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_12_matmul_32x64x128_f32"}> ({
      ^bb0(%arg36: !stream.binding, %arg37: !stream.binding, %arg38: !stream.binding, %arg39: !stream.binding, %arg40: !stream.binding):
        %61 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg36, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>
        %64 = "stream.binding.subspan"(%arg37, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>
        %65 = "stream.binding.subspan"(%arg38, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %66 = "stream.binding.subspan"(%arg39, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %67 = "stream.binding.subspan"(%arg40, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x128xf32>>) -> tensor<32x128xf32>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 128, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>) -> tensor<128x64xf32>
        %70 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>) -> tensor<32x64xf32>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 64>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>) -> tensor<64xf32>
        %72 = "tensor.empty"() : () -> tensor<32x64xf32>
        %73 = "linalg.fill"(%61, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg48: f32, %arg49: f32):
          "linalg.yield"(%arg48) : (f32) -> ()
        }) : (f32, tensor<32x64xf32>) -> tensor<32x64xf32>
        %74 = "linalg.matmul"(%68, %69, %73) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
          %78 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %79 = "arith.addf"(%arg47, %78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%79) : (f32) -> ()
        }) : (tensor<32x128xf32>, tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        %75 = "linalg.generic"(%70, %74, %71, %72) <{indexing_maps = [#map, #map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32, %arg43: f32, %arg44: f32):
          %76 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %77 = "arith.addf"(%arg41, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%77) : (f32) -> ()
        }) : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> : (tensor<32x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x64xf32>>) -> ()
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
    %51 = "hal.element_type"() <{type = f32}> : () -> i32
    %52 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %51, %52, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %53 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32x64xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %54:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %55:2 = "stream.resource.alloca"(%18) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %56 = "stream.timepoint.join"(%54#1, %55#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %57 = "stream.cmd.execute"(%53, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %54#0, %55#0, %4, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %7, %7, %0, %7, %0, %7, %0, %7, %0, %7, %7, %7, %8, %9, %8, %7, %4, %18, %56) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 35, 35, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<constant>, %arg7: !stream.resource<constant>, %arg8: !stream.resource<constant>, %arg9: !stream.resource<constant>, %arg10: !stream.resource<constant>, %arg11: !stream.resource<constant>, %arg12: !stream.resource<constant>, %arg13: !stream.resource<constant>, %arg14: !stream.resource<constant>, %arg15: !stream.resource<constant>, %arg16: !stream.resource<constant>, %arg17: !stream.resource<constant>, %arg18: !stream.resource<constant>, %arg19: !stream.resource<constant>, %arg20: !stream.resource<constant>, %arg21: !stream.resource<constant>, %arg22: !stream.resource<constant>, %arg23: !stream.resource<constant>, %arg24: !stream.resource<constant>, %arg25: !stream.resource<constant>, %arg26: !stream.resource<constant>, %arg27: !stream.resource<constant>, %arg28: !stream.resource<constant>, %arg29: !stream.resource<constant>, %arg30: !stream.resource<constant>, %arg31: !stream.resource<constant>, %arg32: !stream.resource<constant>, %arg33: !stream.resource<constant>, %arg34: !stream.resource<external>, %arg35: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg35, %4, %18, %2, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg1, %arg35, %arg2, %arg3, %arg35, %4, %18, %7, %7, %18, %2, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg35, %arg4, %arg5, %arg35, %18, %0, %7, %18, %3, %2, %2, %10, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg35, %arg6, %arg7, %arg35, %18, %0, %7, %18, %3, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg35, %arg8, %arg9, %arg35, %18, %0, %7, %18, %3, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg35, %arg35, %arg35, %18, %18, %18, %10, %11, %13, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %18, %18, %13, %2, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %arg35, %18, %18, %18, %2, %12, %1, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg10, %arg1, %arg11, %arg35, %18, %0, %4, %7, %18, %1, %2, %2, %2, %14, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %18, %18, %14, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %arg12, %arg13, %arg35, %18, %18, %7, %7, %18, %14, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg14, %arg15, %arg35, %18, %8, %9, %18, %3, %2, %2, %15, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg16, %arg35, %arg17, %arg35, %18, %8, %18, %7, %18, %15, %2, %14, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %18, %18, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %arg18, %arg19, %arg35, %18, %18, %7, %7, %18, %2, %4, %2, %2, %10, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg35, %arg20, %arg21, %arg35, %18, %0, %7, %18, %10, %2, %2, %11, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg35, %arg22, %arg23, %arg35, %18, %0, %7, %18, %10, %2, %2, %12, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg35, %arg24, %arg25, %arg35, %18, %0, %7, %18, %10, %2, %2, %13, %4, %0, %7, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg35, %arg35, %arg35, %18, %18, %18, %11, %12, %16, %4, %4, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_matmul_like_32x32x64_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %18, %18, %16, %4, %1, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_softmax_32x32xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %arg35, %18, %18, %18, %4, %13, %14, %1, %4, %4) <{entry_points = [@main_dispatch_7::@main_dispatch_7_matmul_32x64x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg26, %arg35, %arg27, %arg35, %18, %0, %18, %7, %18, %14, %2, %2, %2, %15, %4, %0, %4, %7, %4) <{entry_points = [@main_dispatch_8::@main_dispatch_8_matmul_32x64x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %18, %18, %15, %2, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg35, %arg28, %arg29, %arg35, %18, %18, %7, %7, %18, %15, %2, %2, %2, %3, %4, %3, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_32x64_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg30, %arg31, %arg35, %18, %8, %9, %18, %3, %2, %2, %17, %4, %8, %9, %0) <{entry_points = [@main_dispatch_11::@main_dispatch_11_matmul_32x128x64_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg35, %arg32, %arg35, %arg33, %arg34, %18, %8, %18, %7, %4, %17, %2, %15, %2, %2, %0, %8, %4, %7, %4) <{entry_points = [@main_dispatch_12::@main_dispatch_12_matmul_32x64x128_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %58 = "stream.resource.dealloca"(%55#0, %18, %57) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %59 = "stream.timepoint.await"(%54#0, %4, %58) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %60 = "stream.tensor.export"(%59, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<32x64xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%60) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<32x64xf32>) -> (%output0: tensor<32x64xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


