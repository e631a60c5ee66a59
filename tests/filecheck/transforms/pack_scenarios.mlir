// RUN: xdsl-stream-opt --split-input-file -p pack-dispatch-operands %s | filecheck %s
// RUN: iree-opt --split-input-file --iree-stream-pack-dispatch-operands %s | filecheck %s

// Each scalar a dispatch passes becomes i32 push-constant words: the host
// widens, bitcasts or splits the value, and the export's function rebuilds
// it from its i32 arguments.  The same lines hold for iree-opt's output.

// A flag: zero-extended on the host, truncated back in the kernel, which
// keeps the values annotate found on the rebuilt value.
// CHECK-LABEL: stream.executable private @flag
// CHECK:      func.func @use_flag(%arg0: i32, %arg1: !stream.binding)
// CHECK-NEXT:   %[[K_FLAG:.+]] = arith.trunci %arg0 {stream.values = [false, true]} : i32 to i1
// CHECK-NEXT:   util.optimization_barrier %[[K_FLAG]] : i1
stream.executable private @flag {
  stream.executable.export public @use_flag
  builtin.module {
    func.func @use_flag(%on: i1 {stream.values = [false, true]}, %out: !stream.binding) {
      util.optimization_barrier %on : i1
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_flag(
// CHECK:      %[[H_FLAG:.+]] = arith.extui %arg0 : i1 to i32
// CHECK:      stream.cmd.dispatch @flag::@use_flag[{{.+}}](%[[H_FLAG]] : i32)
func.func @pass_flag(%arg0: i1) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @flag::@use_flag[%one, %one, %one](%arg0 : i1) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// Half-width floats: bitcast to i16, then zero-extended (f16 as bf16).
// CHECK-LABEL: stream.executable private @halves
// CHECK:      func.func @use_halves(%arg0: i32, %arg1: i32, %arg2: !stream.binding)
// CHECK-NEXT:   %[[K_H16:.+]] = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT:   %[[K_F16:.+]] = arith.bitcast %[[K_H16]] : i16 to f16
// CHECK-NEXT:   %[[K_B16:.+]] = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT:   %[[K_BF16:.+]] = arith.bitcast %[[K_B16]] : i16 to bf16
// CHECK-NEXT:   util.optimization_barrier %[[K_F16]], %[[K_BF16]] : f16, bf16
stream.executable private @halves {
  stream.executable.export public @use_halves
  builtin.module {
    func.func @use_halves(%h: f16, %b: bf16, %out: !stream.binding) {
      util.optimization_barrier %h, %b : f16, bf16
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_halves(
// CHECK:      %[[H_F16:.+]] = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT: %[[H_W0:.+]] = arith.extui %[[H_F16]] : i16 to i32
// CHECK-NEXT: %[[H_BF16:.+]] = arith.bitcast %arg1 : bf16 to i16
// CHECK-NEXT: %[[H_W1:.+]] = arith.extui %[[H_BF16]] : i16 to i32
// CHECK:      stream.cmd.dispatch @halves::@use_halves[{{.+}}](%[[H_W0]], %[[H_W1]] : i32, i32)
func.func @pass_halves(%arg0: f16, %arg1: bf16) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @halves::@use_halves[%one, %one, %one](%arg0, %arg1 : f16, bf16) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// A 64-bit integer: two words, low then high; the kernel ORs the high word,
// shifted, into the low one, and keeps the values on the result (printed
// without their i64 type inside the array, as MLIR prints them).
// CHECK-LABEL: stream.executable private @wide
// CHECK:      func.func @use_wide(%[[K_LO:.+]]: i32, %[[K_HI:.+]]: i32, %arg2: !stream.binding)
// CHECK-DAG:    %[[K_LO64:.+]] = arith.extui %[[K_LO]] : i32 to i64
// CHECK-DAG:    %[[K_HI64:.+]] = arith.extui %[[K_HI]] : i32 to i64
// CHECK-DAG:    %[[K_32:.+]] = arith.constant 32 : i64
// CHECK-DAG:    %[[K_SHL:.+]] = arith.shli %[[K_HI64]], %[[K_32]] : i64
// CHECK:        %[[K_I64:.+]] = arith.ori %[[K_LO64]], %[[K_SHL]] {stream.values = [-7, 4294967296]} : i64
// CHECK-NEXT:   util.optimization_barrier %[[K_I64]] : i64
stream.executable private @wide {
  stream.executable.export public @use_wide
  builtin.module {
    func.func @use_wide(%v: i64 {stream.values = [-7 : i64, 4294967296 : i64]}, %out: !stream.binding) {
      util.optimization_barrier %v : i64
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_wide(
// CHECK-DAG:  %[[H_LO:.+]] = arith.trunci %arg0 : i64 to i32
// CHECK-DAG:  %[[H_SHR:.+]] = arith.shrui %arg0, %{{.+}} : i64
// CHECK-DAG:  %[[H_HI:.+]] = arith.trunci %[[H_SHR]] : i64 to i32
// CHECK:      stream.cmd.dispatch @wide::@use_wide[{{.+}}](%[[H_LO]], %[[H_HI]] : i32, i32)
func.func @pass_wide(%arg0: i64) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @wide::@use_wide[%one, %one, %one](%arg0 : i64) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// An index where the resource config says indices have 32 bits: one word,
// cast without sign; annotate's alignment and values move to the cast.
// CHECK-LABEL: stream.executable private @narrow_index
// CHECK:      func.func @use_narrow(%[[K_W:.+]]: i32, %{{.+}}: !stream.binding)
// CHECK-NEXT:   %[[K_IDX:.+]] = arith.index_castui %[[K_W]] {stream.alignment = 8 : index, stream.values = [8 : index, 24 : index]} : i32 to index
// CHECK-NEXT:   util.optimization_barrier %[[K_IDX]] : index
stream.executable private @narrow_index attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 16, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 32}>} {
  stream.executable.export public @use_narrow
  builtin.module {
    func.func @use_narrow(%n: index {stream.alignment = 8 : index, stream.values = [8 : index, 24 : index]}, %out: !stream.binding) {
      util.optimization_barrier %n : index
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_narrow(
// CHECK:      %[[H_W:.+]] = arith.index_castui %arg0 : index to i32
// CHECK:      stream.cmd.dispatch @narrow_index::@use_narrow[{{.+}}](%[[H_W]] : i32)
func.func @pass_narrow(%arg0: index) -> !stream.timepoint attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 16, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 32}>} {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @narrow_index::@use_narrow[%one, %one, %one](%arg0 : index) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// An index with no resource config: 64 bits, so two words, rebuilt as an i64
// and cast; the annotations land on the cast.
// CHECK-LABEL: stream.executable private @wide_index
// CHECK:      func.func @use_wide_index(%[[K_LO:.+]]: i32, %[[K_HI:.+]]: i32, %{{.+}}: !stream.binding)
// CHECK-DAG:    %[[K_LO64:.+]] = arith.extui %[[K_LO]] : i32 to i64
// CHECK-DAG:    %[[K_HI64:.+]] = arith.extui %[[K_HI]] : i32 to i64
// CHECK-DAG:    %[[K_SHL:.+]] = arith.shli %[[K_HI64]], %{{.+}} : i64
// CHECK-DAG:    %[[K_I64:.+]] = arith.ori %[[K_LO64]], %[[K_SHL]] : i64
// CHECK:        %[[K_IDX:.+]] = arith.index_castui %[[K_I64]] {stream.alignment = 4 : index} : i64 to index
// CHECK-NEXT:   util.optimization_barrier %[[K_IDX]] : index
stream.executable private @wide_index {
  stream.executable.export public @use_wide_index
  builtin.module {
    func.func @use_wide_index(%n: index {stream.alignment = 4 : index}, %out: !stream.binding) {
      util.optimization_barrier %n : index
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_wide_index(
// CHECK:      %[[H_I64:.+]] = arith.index_castui %arg0 : index to i64
// CHECK-NEXT: %[[H_LO:.+]] = arith.trunci %[[H_I64]] : i64 to i32
// CHECK-NEXT: %{{.+}} = arith.constant 32 : i64
// CHECK-NEXT: %[[H_SHR:.+]] = arith.shrui %[[H_I64]], %{{.+}} : i64
// CHECK-NEXT: %[[H_HI:.+]] = arith.trunci %[[H_SHR]] : i64 to i32
// CHECK:      stream.cmd.dispatch @wide_index::@use_wide_index[{{.+}}](%[[H_LO]], %[[H_HI]] : i32, i32)
func.func @pass_wide_index(%arg0: index) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @wide_index::@use_wide_index[%one, %one, %one](%arg0 : index) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// A complex<f32>: its real and imaginary parts, each bitcast to one word.
// CHECK-LABEL: stream.executable private @complex32
// CHECK:      func.func @use_complex32(%[[K_RE:.+]]: i32, %[[K_IM:.+]]: i32, %arg2: !stream.binding)
// CHECK-DAG:    %[[K_REF:.+]] = arith.bitcast %[[K_RE]] : i32 to f32
// CHECK-DAG:    %[[K_IMF:.+]] = arith.bitcast %[[K_IM]] : i32 to f32
// CHECK:        %[[K_C:.+]] = complex.create %[[K_REF]], %[[K_IMF]] : complex<f32>
// CHECK-NEXT:   util.optimization_barrier %[[K_C]] : complex<f32>
stream.executable private @complex32 {
  stream.executable.export public @use_complex32
  builtin.module {
    func.func @use_complex32(%z: complex<f32>, %out: !stream.binding) {
      util.optimization_barrier %z : complex<f32>
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_complex32(
// CHECK-DAG:  %[[H_RE:.+]] = complex.re %arg0 : complex<f32>
// CHECK-DAG:  %[[H_IM:.+]] = complex.im %arg0 : complex<f32>
// CHECK-DAG:  %[[H_REW:.+]] = arith.bitcast %[[H_RE]] : f32 to i32
// CHECK-DAG:  %[[H_IMW:.+]] = arith.bitcast %[[H_IM]] : f32 to i32
// CHECK:      stream.cmd.dispatch @complex32::@use_complex32[{{.+}}](%[[H_REW]], %[[H_IMW]] : i32, i32)
func.func @pass_complex32(%arg0: complex<f32>) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @complex32::@use_complex32[%one, %one, %one](%arg0 : complex<f32>) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// A complex<f64>: each part bitcast to i64 and split, four words in all.
// CHECK-LABEL: stream.executable private @complex64
// CHECK:      func.func @use_complex64(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: !stream.binding)
// CHECK-COUNT-2: arith.bitcast %{{.+}} : i64 to f64
// CHECK:        %[[K_C:.+]] = complex.create %{{.+}}, %{{.+}} : complex<f64>
// CHECK-NEXT:   util.optimization_barrier %[[K_C]] : complex<f64>
stream.executable private @complex64 {
  stream.executable.export public @use_complex64
  builtin.module {
    func.func @use_complex64(%z: complex<f64>, %out: !stream.binding) {
      util.optimization_barrier %z : complex<f64>
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_complex64(
// CHECK-DAG:  %[[H_RE:.+]] = complex.re %arg0 : complex<f64>
// CHECK-DAG:  %[[H_IM:.+]] = complex.im %arg0 : complex<f64>
// CHECK-DAG:  %[[H_RE64:.+]] = arith.bitcast %[[H_RE]] : f64 to i64
// CHECK-DAG:  %[[H_RE_LO:.+]] = arith.trunci %[[H_RE64]] : i64 to i32
// CHECK-DAG:  %[[H_RE_SHR:.+]] = arith.shrui %[[H_RE64]], %{{.+}} : i64
// CHECK-DAG:  %[[H_RE_HI:.+]] = arith.trunci %[[H_RE_SHR]] : i64 to i32
// CHECK-DAG:  %[[H_IM64:.+]] = arith.bitcast %[[H_IM]] : f64 to i64
// CHECK-DAG:  %[[H_IM_LO:.+]] = arith.trunci %[[H_IM64]] : i64 to i32
// CHECK-DAG:  %[[H_IM_SHR:.+]] = arith.shrui %[[H_IM64]], %{{.+}} : i64
// CHECK-DAG:  %[[H_IM_HI:.+]] = arith.trunci %[[H_IM_SHR]] : i64 to i32
// CHECK:      stream.cmd.dispatch @complex64::@use_complex64[{{.+}}](%[[H_RE_LO]], %[[H_RE_HI]], %[[H_IM_LO]], %[[H_IM_HI]] : i32, i32, i32, i32)
func.func @pass_complex64(%arg0: complex<f64>) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @complex64::@use_complex64[%one, %one, %one](%arg0 : complex<f64>) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// A 64-bit operand the host widened from a word: the low word is that word
// again (the truncation of the extension folds away), the high word is
// still computed.  (The function is in generic form, with the empty
// argument dictionaries MLIR's generic form may carry.)
// CHECK-LABEL: stream.executable private @widened
// CHECK:      func.func @use_wide(%arg0: i32, %arg1: i32, %arg2: !stream.binding) {
// CHECK-NEXT:   %[[K_LO:.+]] = arith.extui %arg0 : i32 to i64
stream.executable private @widened {
  stream.executable.export public @use_wide
  builtin.module {
    "func.func"() <{arg_attrs = [{}, {}], function_type = (i64, !stream.binding) -> (), sym_name = "use_wide"}> ({
    ^bb0(%w: i64, %out: !stream.binding):
      util.optimization_barrier %w : i64
      "func.return"() : () -> ()
    }) : () -> ()
  }
}
// CHECK-LABEL: func.func @pass_wide(
// CHECK:      %[[H_WIDE:.+]] = arith.extui %arg0 : i32 to i64
// CHECK:      %[[H_SHR:.+]] = arith.shrui %[[H_WIDE]], %{{.+}} : i64
// CHECK-NEXT: %[[H_HI:.+]] = arith.trunci %[[H_SHR]] : i64 to i32
// CHECK:      stream.cmd.dispatch @widened::@use_wide[{{.+}}](%arg0, %[[H_HI]] : i32, i32)
func.func @pass_wide(%arg0: i32) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %wide = arith.extui %arg0 : i32 to i64
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @widened::@use_wide[%one, %one, %one](%wide : i64) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// Negative constants: an index is 64 bits wide (two words), as is an i64;
// their words fold to constants, the high ones all ones.
// CHECK-LABEL: func.func @pass_negative(
// CHECK-DAG:  %[[A_LO:.+]] = arith.constant -3 : i32
// CHECK-DAG:  %[[A_HI:.+]] = arith.constant -1 : i32
// CHECK-DAG:  %[[B_LO:.+]] = arith.constant -5 : i32
// CHECK-DAG:  %[[B_HI:.+]] = arith.constant -1 : i32
// CHECK:      stream.cmd.dispatch @negative::@use_negative[{{.+}}](%[[A_LO]], %[[A_HI]], %[[B_LO]], %[[B_HI]] : i32, i32, i32, i32)
stream.executable private @negative {
  stream.executable.export public @use_negative
  builtin.module {
    func.func @use_negative(%a: index, %b: i64, %out: !stream.binding) {
      util.optimization_barrier %a, %b : index, i64
      return
    }
  }
}
func.func @pass_negative() -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %a = arith.constant -3 : index
  %b = arith.constant -5 : i64
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @negative::@use_negative[%one, %one, %one](%a, %b : index, i64) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// -----

// The narrowest index a config can ask for, one bit: the host casts the
// index to i1 and extends it to a word; the kernel casts the word back to
// an index as it is (no truncation to i1 first).
// CHECK-LABEL: stream.executable private @one_bit_index
// CHECK:      func.func @use_bit(%[[K_W:.+]]: i32, %{{.+}}: !stream.binding)
// CHECK-NEXT:   %[[K_IDX:.+]] = arith.index_castui %[[K_W]] : i32 to index
// CHECK-NEXT:   util.optimization_barrier %[[K_IDX]] : index
stream.executable private @one_bit_index attributes {stream.resources = #stream.resource_config<{index_bits = 1}>} {
  stream.executable.export public @use_bit
  builtin.module {
    func.func @use_bit(%n: index, %out: !stream.binding) {
      util.optimization_barrier %n : index
      return
    }
  }
}
// CHECK-LABEL: func.func @pass_bit(
// CHECK:      %[[H_BIT:.+]] = arith.index_castui %arg0 : index to i1
// CHECK-NEXT: %[[H_W:.+]] = arith.extui %[[H_BIT]] : i1 to i32
// CHECK:      stream.cmd.dispatch @one_bit_index::@use_bit[{{.+}}](%[[H_W]] : i32)
func.func @pass_bit(%arg0: index) -> !stream.timepoint attributes {stream.resources = #stream.resource_config<{index_bits = 1}>} {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @one_bit_index::@use_bit[%one, %one, %one](%arg0 : index) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  return %done : !stream.timepoint
}
