// RUN: xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt --split-input-file %S/inputs/util_list_invalid.mlir 2>&1 | filecheck %S/inputs/util_list_invalid.mlir
// RUN: not iree-opt --split-input-file %S/inputs/util_list_invalid.mlir 2>&1 | filecheck %S/inputs/util_list_invalid.mlir

// `!util.list<T>` holds values of a type, `!util.list<?>` any values
// (`!util.variant`, printed `?`).  Both tools print each the same way.

// CHECK: util.func private @lists({{.*}}!util.list<?>, {{.*}}!util.list<?>, {{.*}}!util.list<i32>, {{.*}}!util.list<!util.list<?>>, {{.*}}!util.list<tensor<?xf32>>, {{.*}}!util.variant)
util.func private @lists(!util.list<?>, !util.list<!util.variant>, !util.list<i32 >, !util.list<!util.list<?>>, !util.list<tensor<?xf32>>, !util.variant)
