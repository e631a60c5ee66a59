// An attribute or type name that IREE's dialect does not define is refused,
// as iree-opt refuses it even under --allow-unregistered-dialect, with
// iree-opt's words and at its place; a name IREE defines and the package
// keeps as text (`#util.byte_range`, `!util.list`) and a dialect no one
// registered (`#foo.bar`) are read.
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE
// RUN: xdsl-stream-opt %S/inputs/known_dialect_names.mlir | iree-opt --allow-unregistered-dialect | filecheck %s --check-prefix=KNOWN

"test.op"() {a = #stream.resource_confg<{}>} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:11:26: error: unknown attribute `resource_confg` in dialect `stream`
// IREE:       read_unknown_dialect_names.mlir:11:26: error: unknown attribute `resource_confg` in dialect `stream`

// -----

"test.op"() {a = #stream.named_parameter<"scope"::"key"> : tensor<4xf32>} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:17:26: error: unknown attribute `named_parameter` in dialect `stream`
// IREE:       read_unknown_dialect_names.mlir:17:26: error: unknown attribute `named_parameter` in dialect `stream`

// -----

"test.op"() : () -> !stream.resouce<*>
// CHECK:      read_unknown_dialect_names.mlir:23:29: error: unknown  type `resouce` in dialect `stream`
// IREE:       read_unknown_dialect_names.mlir:23:29: error: unknown  type `resouce` in dialect `stream`

// -----

"test.op"() {a = #util.nul} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:29:24: error: unknown attribute `nul` in dialect `util`
// IREE:       read_unknown_dialect_names.mlir:29:24: error: unknown attribute `nul` in dialect `util`

// -----

"test.op"() : () -> !util.bufer
// CHECK:      read_unknown_dialect_names.mlir:35:27: error: unknown  type `bufer` in dialect `util`
// IREE:       read_unknown_dialect_names.mlir:35:27: error: unknown  type `bufer` in dialect `util`

// -----

"test.op"() {a = #iree_encoding.encodng<operand_index = 0>} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:41:33: error: unknown attribute `encodng` in dialect `iree_encoding`
// IREE:       read_unknown_dialect_names.mlir:41:33: error: unknown attribute `encodng` in dialect `iree_encoding`

// -----

"test.op"() : () -> !iree_encoding.encoding
// CHECK:      read_unknown_dialect_names.mlir:47:36: error: dialect 'iree_encoding' provides no type parsing hook
// IREE:       read_unknown_dialect_names.mlir:47:36: error: dialect 'iree_encoding' provides no type parsing hook

// -----

"test.op"() {a = #iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:53:35: error: unknown attribute `dispatch.tensor` in dialect `iree_tensor_ext`
// IREE:       read_unknown_dialect_names.mlir:53:35: error: unknown attribute `dispatch.tensor` in dialect `iree_tensor_ext`

// -----

"test.op"() : () -> !iree_tensor_ext.dispatch.tensr<readonly:tensor<4xf32>>
// CHECK:      read_unknown_dialect_names.mlir:59:52: error: unknown TensorExt type: dispatch.tensr
// IREE:       read_unknown_dialect_names.mlir:59:52: error: unknown TensorExt type: dispatch.tensr

// -----

"test.op"() {a = #hal.executable.targt<"llvm-cpu", "x">} : () -> ()
// CHECK:      read_unknown_dialect_names.mlir:65:23: error: unknown HAL attribute: executable.targt
// IREE:       read_unknown_dialect_names.mlir:65:23: error: unknown HAL attribute: executable.targt

// -----

"test.op"() : () -> !hal.bufer
// CHECK:      read_unknown_dialect_names.mlir:76:1: error: unknown HAL type: bufer
// IREE:       read_unknown_dialect_names.mlir:76:1: error: unknown HAL type: bufer

// KNOWN: util.func public @f(%arg0: !util.list<i32>, %arg1: !util.variant, %arg2: !util.object, %arg3: !stream.test.fence) attributes {e = #util.byte_range<1, 2>, g = #util.preprocessing_pipeline<"x">, h = #stream.partitioning_config<favor-max-concurrency>, i = #iree_tensor_ext.ragged_shape<0>, j = #foo.bar<1>}
