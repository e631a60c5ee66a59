// Inline non-splat constants: an MLP whose weights are baked into the program.
// Literal dense<...> constants become #util.composite<...> attributes in the stream
// dump; the dense_resource weight (as frontends emit for large weights) also makes
// the dump carry a {-# dialect_resources ... #-} section.
func.func @main(%x: tensor<2x8xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense_resource<mlp_w1> : tensor<8x16xf32>
  %b1 = arith.constant dense<[-0.3199, -0.8948, -0.9995, -0.6975, -0.7971, -0.2728, -0.9490, 0.7487, 0.2281, -0.7029, -0.4955, -0.3052, -0.2717, -0.7543, 0.6979, 0.9862]> : tensor<16xf32>
  %w2 = arith.constant dense<[[-0.0680, -0.0323, -0.8282, -0.7956], [-0.3147, -0.4705, 0.6577, -0.6771], [-0.9538, 0.9020, 0.0565, -0.7068], [0.0863, -0.9459, 0.0562, 0.9570], [0.7267, 0.3924, -0.4778, -0.2666], [-0.6659, 0.5439, 0.0652, 0.5581], [-0.3407, -0.5539, 0.6230, 0.9699], [0.7053, 0.6122, 0.6367, 0.4797], [-0.5465, 0.0353, -0.2889, -0.9420], [-0.9441, -0.4412, -0.4817, 0.3850], [0.9130, -0.1055, 0.8740, 0.9761], [0.9100, -0.2707, -0.5591, -0.5463], [-0.6066, -0.5913, 0.2481, 0.8006], [0.6809, -0.0411, 0.3060, 0.5993], [-0.8304, 0.3212, 0.8196, 0.5646], [0.5003, -0.0439, -0.6430, 0.5783]]> : tensor<16x4xf32>
  %b2 = arith.constant dense<[-0.3350, 0.6016, 0.9433, -0.2083]> : tensor<4xf32>
  %e1 = tensor.empty() : tensor<2x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16xf32>) -> tensor<2x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<2x8xf32>, tensor<8x16xf32>)
                      outs(%f1 : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h1 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<2x16xf32>, tensor<16xf32>) outs(%e1 : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<2x16xf32>, tensor<16x4xf32>)
                      outs(%f2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<2x4xf32>, tensor<4xf32>) outs(%e2 : tensor<2x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      mlp_w1: "0x04000000AA60B4BECAC332BFA3929A3ED5E75ABFE10B933DF08589BED34D62BF211F743CCDCC6CBF82E207BE9F3C5CBFC58F51BFBE9F1ABEE258273F499D40BF2DB20DBF4182823EEF38653F9BE61D3EF38E53BE0AD7733F0B2468BFC286373F1973D7BEDD2436BFB8AF43BF9318C4BE6ADE213FBC7423BFE71D273ECD3B8E3E93A982BE8195C33DAED85FBF1C7C61BFB98D16BFC7BAB83E744614BE764FBEBED7342F3E5BB1BFBD560ECDBE99BB163FA8C6CB3E530503BF075F183E3B704E3DA913403FF1F4EA3EA323D9BE39D6753FF38E43BF30BB27BE2AA9033F0E2D32BF0F0BB5BCFAED6BBF9F3CAC3E1973073F3D9B153E8941403F52B8BEBEB9FCC73E933A413E9CA2233EA167B3BDED0D2E3FB8AF633F3D2C54BDF016A83E7CF260BF0456CE3E7DAE963E9A777C3F14D0243FD191DCBEB1E169BE96B2AC3E547474BF76E09CBD5AF529BF780B44BF4ED161BF1058093FD6C53DBF933A01BF9B555FBE24283E3F99BB56BFA913D0BD158CCA3D014D443F4A7B233F355E3A3F1CEBE2BE32772DBED7A390BEDDB5443F355E6A3F3CBD32BF1DC925BFD93D09BF598608BF4694F6BC107A363EAAF1F2BE9BE67DBF8BFD25BE54E385BE82E2073EB9FC673F6F12C33EB6F3FD3C45D8703EC66DB43E1D5A64BFD1914C3F9B550F3F77BE3F3FCC7F183F645D5CBE17D94EBE7FFB4ABFF085893EC52060BF4D845DBFB81E15BF04E72CBF"
    }
  }
#-}
